/** None, by reply (only when the sender is an attached number that takes replies), or by link. */
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnsubscribeOption } from '../campaignForm';

export function UnsubscribeChoice({ value, onChange, canReply }: { value: UnsubscribeOption; onChange: (v: UnsubscribeOption) => void; canReply: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <Radio.Group
        aria-label={t('campaign.unsubscribe.title')}
        value={value}
        onChange={(e) => onChange(e.target.value as UnsubscribeOption)}
        options={[
          { value: 0, label: t('campaign.unsubscribe.none') },
          { value: 2, label: t('campaign.unsubscribe.byReply'), disabled: !canReply },
          { value: 3, label: t('campaign.unsubscribe.byLink') },
        ]}
      />
      {!canReply && <div style={{ fontSize: 12, opacity: 0.75 }}>{t('campaign.unsubscribe.replyNeedsAttached')}</div>}
    </div>
  );
}
