/**
 * Template and account updates arrive live (Meta's review after 1 to 5 hours, a pause, a blocked
 * account): their notification leads to the number's page, /whatsapp-campaign-chat/<number>, so
 * when one arrives the numbers and their templates are asked again and a template's new status
 * shows without a reload. A customer's message leads to a conversation (<number>/<customer>) and
 * is the chat's business (chat/useLiveChatUpdates.ts).
 */
import { useEffect, useRef } from 'react';
import { href } from '../../router/paths';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { whatsappTaggedApi } from './whatsappApi';

const numberPath = new RegExp(`^${href('whatsappCampaignChat')}/\\d+$`);

export function useLiveNumberUpdates(): void {
  const dispatch = useAppDispatch();
  const live = useAppSelector((s) => s.notifications.live);
  const seen = useRef(live.received);
  useEffect(() => {
    if (live.received === seen.current) return;
    seen.current = live.received;
    if (live.link && numberPath.test(live.link)) dispatch(whatsappTaggedApi.util.invalidateTags(['WhatsAppTemplates', 'WhatsAppNumbers']));
  }, [live.received, live.link, dispatch]);
}
