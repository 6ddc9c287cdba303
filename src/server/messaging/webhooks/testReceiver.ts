/**
 * Test helpers of webhooks: a real HTTP receiver on 127.0.0.1 that records what it is sent
 * and answers what the test says, a push URL written straight into the database, and a
 * message the SMSC took (so a receipt can name it).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../db/database';
import type { PushUrlType } from '../../db/schema';
import { insertCampaign } from '../testCampaigns';
import { forgetPushUrls } from './pushUrlCache';
import { newSigningSecret, signatureMatches } from './signature';

export interface ReceivedPost {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestReceiver {
  url: (path?: string) => string;
  received: ReceivedPost[];
  /** What the next requests are answered (default 200); a function decides per request. */
  answer: number | ((post: ReceivedPost) => number | Promise<number>);
  close: () => Promise<void>;
}

export async function startReceiver(): Promise<TestReceiver> {
  const receiver: TestReceiver = { url: () => '', received: [], answer: 200, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const post = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      receiver.received.push(post);
      void Promise.resolve(typeof receiver.answer === 'number' ? receiver.answer : receiver.answer(post)).then((code) => res.writeHead(code).end('ok'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = (path = '/hook') => `http://127.0.0.1:${port}${path}`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

/** True when the POST carries a valid signature of its body under this secret. */
export const signedWith = (post: ReceivedPost, secret: string): boolean =>
  signatureMatches(secret, String(post.headers['x-timestamp']), post.body, String(post.headers['x-signature']));

export async function insertPushUrl(db: Db, input: { account: number; url: string; type?: PushUrlType; alarm?: boolean }): Promise<{ id: number; secret: string }> {
  const secret = newSigningSecret();
  const now = Date.now();
  const row = await db
    .insertInto('push_urls')
    .values({ account_id: input.account, created_by: input.account, url: input.url, type: input.type ?? 'delivery', service: 'sms', alarm: input.alarm ? 1 : 0, secret, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  forgetPushUrls(db);
  return { id: row.id, secret };
}

/** A message of the account the SMSC took under this provider id, waiting for its receipt. */
export async function submittedMessage(db: Db, account: number, providerId: string, sender = 'TestShop'): Promise<{ messageId: number; campaignId: number }> {
  const { campaignId, shipmentId } = await insertCampaign(db, { accountId: account, recipients: 1, sender });
  const now = Date.now();
  const message = await db
    .insertInto('messages')
    .values({ shipment_id: shipmentId, campaign_id: campaignId, account_id: account, seq: 1, phone: '972500000001', text: 'Hello', parts: 1, credits: 1, status: 'submitted', created_at: now, submitted_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('message_provider_ids').values({ provider_id: providerId, message_id: message.id }).execute();
  return { messageId: message.id, campaignId };
}
