/**
 * A WhatsApp number's state (section 4) as a coloured tag, in the words of the whatsapp texts
 * (whatsapp.numberState.*): green while it can send, red once blocked or deleted, orange on
 * the way there. Shared by the pages that list numbers (the support page, /bi); the page loads
 * the 'whatsapp' texts.
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WhatsAppNumberState } from '../api/generated/whatsapp';
import { canSendFrom } from '../../domain/whatsapp';

export const whatsAppStateColor = (state: WhatsAppNumberState): string =>
  canSendFrom(state) ? 'success' : state === 'activeWithBlock' || state === 'deleted' ? 'error' : 'warning';

export function WhatsAppStateTag({ state }: { state: WhatsAppNumberState }) {
  const { t } = useTranslation();
  return <Tag color={whatsAppStateColor(state)}>{t(`whatsapp.numberState.${state}`)}</Tag>;
}
