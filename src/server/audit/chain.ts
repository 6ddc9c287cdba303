/**
 * Checking the audit log's chain (`npm run audit:verify`): every row must follow the one
 * before it (ids without a gap, its prev_hash that row's hash) and its hash must be the hash of
 * its own fields. An edited row fails its own hash; a deleted row leaves a gap and a prev_hash
 * that matches nothing. Only the deletion of the newest rows leaves no trace in the chain
 * itself: the printed count and the last hash are what to keep elsewhere to see that.
 */
import type { Db } from '../db/database';
import { chainHash, genesisHash } from './auditLog';

export type ChainStanding = { ok: true; rows: number; lastHash: string } | { ok: false; rows: number; brokenRowId: number; reason: string };

const pageSize = 1000;

export async function verifyChain(db: Db): Promise<ChainStanding> {
  let previous = { id: 0, hash: genesisHash };
  let rows = 0;
  for (;;) {
    const page = await db.selectFrom('audit_log').selectAll().where('id', '>', previous.id).orderBy('id').limit(pageSize).execute();
    for (const row of page) {
      const broken = (reason: string): ChainStanding => ({ ok: false, rows, brokenRowId: row.id, reason });
      if (row.id !== previous.id + 1) return broken(`row ${previous.id + 1} is missing`);
      if (row.prev_hash !== previous.hash) return broken('its previous hash is not the hash of the row before it');
      if (row.hash !== chainHash(row.prev_hash, { ...row, at: Number(row.at) })) return broken('its fields do not match its hash');
      previous = { id: row.id, hash: row.hash };
      rows += 1;
    }
    if (page.length < pageSize) return { ok: true, rows, lastHash: previous.hash };
  }
}
