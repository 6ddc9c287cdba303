/**
 * What a verified webhook delivery said, applied (WhatsAppEvent, messaging/whatsapp/types.ts):
 * the statuses of the messages we sent (statuses.ts), customers' messages (inbound.ts),
 * template, account and quality changes (templateEvents.ts). Every part is idempotent, so Meta
 * delivering the same webhook again, or out of order, changes nothing more.
 *
 * Statuses go first and together, in one transaction (a campaign's burst of them is most of
 * what comes); the rest in the order Meta gave them.
 */
import type { Db } from '../../../db/database';
import type { NotificationHub } from '../../../events/notificationHub';
import type { WhatsAppCloudApi, WhatsAppEvent } from '../../../messaging/whatsapp/types';
import { applyInbound } from './inbound';
import { applyStatuses, type StatusEvent } from './statuses';
import { applyAccountEvent, applyQualityEvent, applyTemplateEvent } from './templateEvents';

export async function applyWhatsAppEvents(db: Db, events: WhatsAppEvent[], now: number, hub?: NotificationHub, api?: WhatsAppCloudApi): Promise<void> {
  await applyStatuses(
    db,
    events.filter((e): e is StatusEvent => e.kind === 'status'),
    now,
  );
  for (const event of events) {
    switch (event.kind) {
      case 'status':
        break;
      case 'message':
        await applyInbound(db, event, now, hub, api);
        break;
      case 'template':
        await applyTemplateEvent(db, event, now);
        break;
      case 'account':
        await applyAccountEvent(db, event, now);
        break;
      case 'quality':
        await applyQualityEvent(db, event, now);
        break;
    }
  }
}
