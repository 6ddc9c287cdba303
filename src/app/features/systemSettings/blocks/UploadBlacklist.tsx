/**
 * upload-blacklist-modal: a customer's blacklist from an Excel or CSV file (super-admin/read-blacklist,
 * checked by content on the server; any invalid number and nothing is written), with the reading
 * progress and the invalid rows, and numbers taken out of it. The customer page's blacklist tab is
 * the same section (ui/blacklistBulk). Or the system-wide block list from a file (read-blacklist
 * without a customer); numbers come off that list on aflalu-unblocking.
 */
import { Flex, Form, Radio, Typography } from 'antd';
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
  const [systemWide, setSystemWide] = useState(false);
  if (!ready) return <PageLoading />;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">{t('settingsBlocks.upload.help')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('settingsBlocks.upload.target')}>
          <Radio.Group
            value={systemWide}
            onChange={(e) => setSystemWide(e.target.value as boolean)}
            options={[
              { value: false, label: t('settingsBlocks.upload.customer') },
              { value: true, label: t('settingsBlocks.upload.systemWide') },
            ]}
          />
        </Form.Item>
        {!systemWide && (
          <Form.Item label={t('settingsBlocks.customers.one')} htmlFor="blacklist-customer">
            <CustomerPicker id="blacklist-customer" value={userId} onChange={(id) => setUserId(id)} />
          </Form.Item>
        )}
      </Form>
      {/* A fresh section per list: the last file's outcome belongs to the list it was read into. */}
      {systemWide ? <BlacklistSection key="system" /> : userId !== undefined && <BlacklistSection key={userId} userId={userId} />}
    </Flex>
  );
}
