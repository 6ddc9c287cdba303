/**
 * The push-API page's "send a test event": a real event, signed with the URL's secret and
 * POSTed by deliverSigned like any other, so the customer's receiver checks the same headers.
 * Its type is `test` (X-Event-Type and the body), so a receiver can tell it from real traffic,
 * and it names the kind of events the URL is set for. It is sent at once, outside the outbox,
 * to blocked URLs too (testing a receiver before opening it is the point), and it does not
 * count towards the URL's failures: only real events block a URL.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { PushUrlService, PushUrlType } from '../../db/schema';
import { deliverSigned, type DeliveryOptions, type DeliveryOutcome } from './deliveries';
import type { WebhookBody } from './events';

export interface TestedPushUrl {
  id: number;
  account_id: number;
  url: string;
  secret: string;
  type: PushUrlType;
  service: PushUrlService;
}

export type TestEventBody = Omit<WebhookBody, 'type'> & { type: 'test'; data: { pushUrlId: number; eventType: PushUrlType } };

export function sendTestEvent(db: Db, pushUrl: TestedPushUrl, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const body: TestEventBody = {
    id: randomUUID(),
    type: 'test',
    service: pushUrl.service,
    occurredAt: new Date(options.now()).toISOString(),
    data: { pushUrlId: pushUrl.id, eventType: pushUrl.type },
  };
  return deliverSigned(
    db,
    { pushUrlId: pushUrl.id, accountId: pushUrl.account_id, url: pushUrl.url, secret: pushUrl.secret, eventId: body.id, type: 'test', payload: JSON.stringify(body) },
    options,
  );
}
