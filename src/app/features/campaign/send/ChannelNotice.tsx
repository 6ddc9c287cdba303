/**
 * Voice and WhatsApp sending are not built yet (later issues), and this composer sends SMS
 * only: a campaign composed in those modes once went out as SMS, charged to SMS credits
 * (issue 13). In those modes the composer says so, names the mode that sends texts, and
 * offers to switch to it; its send buttons point here for their reason.
 */
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../state/hooks';
import { modeSet, type AppServiceMode } from '../../../state/serviceMode';

/** The buttons that stay off name this notice as their description. */
export const channelNoticeId = 'campaign-channel-notice';

export function ChannelNotice({ mode }: { mode: Exclude<AppServiceMode, 'text'> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const textMode = t('shell.serviceMode.text');
  return (
    <Alert
      id={channelNoticeId}
      type="warning"
      showIcon
      title={t('campaign.channel.notAvailable', { channel: t(`shell.serviceMode.${mode}`), textMode })}
      action={
        <Button size="small" onClick={() => dispatch(modeSet('text'))}>
          {t('campaign.channel.switchToText', { textMode })}
        </Button>
      }
    />
  );
}
