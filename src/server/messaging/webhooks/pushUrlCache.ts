/**
 * Which accounts have an open push URL of a type, as the receipt path asks it: once per
 * batch of receipts, thousands a second, so from memory, refreshed every few seconds (and at
 * once in this process when a URL is added, changed or deleted). A URL added in another
 * process is seen within `pushUrlsRefreshMs`; events of that moment are not sent to it.
 */
import type { Kysely } from 'kysely';
import type { Database, PushUrlService, PushUrlType } from '../../db/schema';

export const pushUrlsRefreshMs = 3_000;

/** Per "type:service", per account, the ids of its open push URLs. */
type Snapshot = Map<string, Map<number, number[]>>;

interface Cached {
  loadedAt: number;
  snapshot: Snapshot;
}

/**
 * Keyed by the database's adapter: a Kysely instance and every transaction opened on it share
 * that one object, so the receipt path (which holds only a transaction) finds the cache of its
 * database, and two databases in one process (tests) never see each other's URLs.
 */
const caches = new WeakMap<object, Cached>();

const keyOf = (db: Kysely<Database>): object => db.getExecutor().adapter;
const slot = (type: PushUrlType, service: PushUrlService): string => `${type}:${service}`;

async function load(db: Kysely<Database>): Promise<Snapshot> {
  const rows = await db.selectFrom('push_urls').select(['id', 'account_id', 'type', 'service']).where('status', '=', 'open').orderBy('id').execute();
  const snapshot: Snapshot = new Map();
  for (const row of rows) {
    const byAccount = snapshot.get(slot(row.type, row.service)) ?? new Map<number, number[]>();
    byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row.id]);
    snapshot.set(slot(row.type, row.service), byAccount);
  }
  return snapshot;
}

/**
 * The open push URLs of a type and service, by account. Pass the transaction at hand: on
 * SQLite a query on the database itself would wait for the transaction's own connection.
 */
export async function openPushUrls(db: Kysely<Database>, type: PushUrlType, service: PushUrlService = 'sms'): Promise<ReadonlyMap<number, readonly number[]>> {
  const key = keyOf(db);
  let cached = caches.get(key);
  if (!cached || Date.now() - cached.loadedAt >= pushUrlsRefreshMs) {
    cached = { loadedAt: Date.now(), snapshot: await load(db) };
    caches.set(key, cached);
  }
  return cached.snapshot.get(slot(type, service)) ?? new Map();
}

/** After a change to push_urls: this process reads them again on the next event. */
export function forgetPushUrls(db: Kysely<Database>): void {
  caches.delete(keyOf(db));
}
