/**
 * block-campaigns: stop a customer's waiting, future and sending campaigns (and, when ticked,
 * refuse new ones until resumed), or resume them (super-admin/start-or-stop-campaign).
 */
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStartOrStopCampaignMutation } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { CustomerAction } from './CustomerAction';

export default function BlockCampaigns() {
  const ready = useFeatureTexts('settingsBlocks', 'superAdmin');
  const { t } = useTranslation();
  const [stopOrStart, changing] = useStartOrStopCampaignMutation();
  if (!ready) return <PageLoading />;
  return (
    <CustomerAction
      actions={[
        { label: t('settingsBlocks.campaigns.stop'), danger: true, loading: changing.isLoading, run: (userId, f) => stopOrStart({ body: { userId, action: 'stop', blockNewCampaigns: f.blockNewCampaigns === true } }).unwrap() },
        { label: t('settingsBlocks.campaigns.resume'), loading: changing.isLoading, run: (userId) => stopOrStart({ body: { userId, action: 'start' } }).unwrap() },
      ]}
    >
      <Form.Item name="blockNewCampaigns" valuePropName="checked" initialValue={true}>
        <Checkbox>{t('settingsBlocks.campaigns.blockNew')}</Checkbox>
      </Form.Item>
    </CustomerAction>
  );
}
