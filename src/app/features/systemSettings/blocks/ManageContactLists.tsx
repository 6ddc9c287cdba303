/**
 * manage-contact-lists: a customer's contact lists with their sub-lists, deleted (restorable) or
 * exported by whoever may (the customer page's lists tab, ui/customerLists).
 */
import { Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { CustomerPicker } from '../../../ui/CustomerPicker';
import { ContactListsSection } from '../../../ui/customerLists/ContactListsSection';
import { PageLoading } from '../../../ui/PageLoading';

export default function ManageContactLists() {
  // The lists section's texts are the customer page's (customer.lists).
  const ready = useFeatureTexts('settingsBlocks', 'customer', 'superAdmin', 'management');
  const { t } = useTranslation();
  const [userId, setUserId] = useState<number>();
  if (!ready) return <PageLoading />;
  return (
    <Flex vertical gap={16}>
      <Form layout="vertical">
        <Form.Item label={t('settingsBlocks.customers.one')} htmlFor="lists-customer">
          <CustomerPicker id="lists-customer" value={userId} onChange={(id) => setUserId(id)} />
        </Form.Item>
      </Form>
      {userId !== undefined && <ContactListsSection key={userId} userId={userId} />}
    </Flex>
  );
}
