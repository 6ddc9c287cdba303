/**
 * upload-blacklist-modal: a customer's blacklist from an Excel or CSV file (super-admin/read-blacklist,
 * checked by content on the server; any invalid number and nothing is written), with the reading
 * progress and the invalid rows, and numbers taken out of it. The customer page's blacklist tab is
 * the same section (ui/blacklistBulk). The system-wide list is the aflalu-unblocking screen's.
 */
import { Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { BlacklistSection } from '../../../ui/blacklistBulk/BlacklistSection';
import { CustomerPicker } from '../../../ui/CustomerPicker';
import { PageLoading } from '../../../ui/PageLoading';

export default function UploadBlacklist() {
  const ready = useFeatureTexts('settingsBlocks', 'superAdmin', 'reports');
  const { t } = useTranslation();
  const [userId, setUserId] = useState<number>();
  if (!ready) return <PageLoading />;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">{t('settingsBlocks.upload.help')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('settingsBlocks.customers.one')} htmlFor="blacklist-customer">
          <CustomerPicker id="blacklist-customer" value={userId} onChange={(id) => setUserId(id)} />
        </Form.Item>
      </Form>
      {/* A fresh section per customer: the last file's outcome belongs to the customer it was read for. */}
      {userId !== undefined && <BlacklistSection key={userId} userId={userId} />}
    </Flex>
  );
}
