/**
 * The recipients a campaign would have, computed by reading only: the validation pass, the
 * composer's estimate and the test send's first recipient never write a row (no scratch
 * campaign, no candidates, nothing rolled back). The same sources and rules as resolving
 * (recipients.ts: chosenSources, recipientRules), as one query: every candidate in the order
 * gathered, judged blocked, filtered or not born that day, and each number kept once with the
 * fields of its first appearance.
 */
import { SelectQueryNode, sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from '../../db/database';
import { chosenSources, recipientRules, type RecipientChoice, type RecipientCounts } from './recipients';
import type { RecipientFields as MessageRecipientFields } from '../../../domain/messageText';

/** A previewed recipient: every field column read, as the message assembly takes them. */
export type RecipientFields = Required<MessageRecipientFields>;

/** The recipients of a campaign, as the cost estimate reads them: how many, and their fields page by page. */
export interface RecipientSource {
  count(): Promise<number>;
  eachPage(size: number, visit: (page: RecipientFields[]) => void): Promise<void>;
}

/** The recipients a campaign already has (campaign_recipients), in pages by their number. */
export const storedRecipients = (db: Db, campaignId: number): RecipientSource => ({
  count: async () => Number((await db.selectFrom('campaign_recipients').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).executeTakeFirstOrThrow()).n),
  eachPage: async (size, visit) => {
    for (let from = 1; ; from += size) {
      const rows = await db.selectFrom('campaign_recipients').select(['field1', 'field2', 'field3', 'field4', 'field5', 'field6']).where('campaign_id', '=', campaignId).where('seq', '>=', from).where('seq', '<', from + size).execute();
      if (rows.length === 0) return;
      visit(rows);
    }
  },
});

export interface RecipientsPreview {
  counts: RecipientCounts;
  recipients: RecipientSource;
  /** The fields of the first recipient in the order gathered (the test send's text). */
  first(): Promise<RecipientFields | null>;
  /** The recipients' numbers abroad (stored with their country code; Israeli ones are 9 digits or fewer), for the quiet hours' countries. */
  abroad(): Promise<string[]>;
}

const fields = sql.raw('field1, field2, field3, field4, field5, field6');
const qualifiedFields = sql.raw('contacts.field1, contacts.field2, contacts.field3, contacts.field4, contacts.field5, contacts.field6');

/** Typed numbers with their position, from one JSON parameter (no statement takes thousands of parameters). */
function typedPhones(db: Db, phones: string[]): RawBuilder<unknown> {
  const json = JSON.stringify(phones);
  return dialectOf(db) === 'postgres'
    ? sql`select 4 as src, 0 as k1, t.ord as k2, t.value as phone, null::text as field1, null::text as field2, null::text as field3, null::text as field4, null::text as field5, null::text as field6 from json_array_elements_text(${json}::json) with ordinality as t(value, ord)`
    : sql`select 4 as src, 0 as k1, cast(key as integer) as k2, value as phone, null as field1, null as field2, null as field3, null as field4, null as field5, null as field6 from json_each(${json})`;
}

/** Reads `query` in pages without holding all its rows: SQLite streams it, PostgreSQL reads it through a cursor. */
async function eachPageOf<R>(db: Db, query: RawBuilder<R>, size: number, visit: (page: R[]) => void): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    let page: R[] = [];
    // Kysely's SQLite driver streams only what it knows for a select: this raw query is one (a
    // with ... select), so it is handed over as such. better-sqlite3 then hands the rows one by one.
    const compiled = { ...query.compile(db), query: SelectQueryNode.create() };
    for await (const chunk of db.getExecutor().stream<R>(compiled, size)) {
      page.push(...chunk.rows);
      if (page.length >= size) {
        visit(page);
        page = [];
      }
    }
    if (page.length) visit(page);
    return;
  }
  // A cursor lives in a transaction (this one only reads); the caller's, when it has one.
  const inTransaction = <T>(work: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (trx) => {
    await sql`declare recipients_preview no scroll cursor for ${query}`.execute(trx);
    for (;;) {
      const page = await sql<R>`fetch ${sql.lit(size)} from recipients_preview`.execute(trx);
      if (!page.rows.length) break;
      visit(page.rows);
    }
    await sql`close recipients_preview`.execute(trx);
  });
}

export async function previewRecipients(db: Db, account: number, choice: RecipientChoice, now: number): Promise<RecipientsPreview> {
  const sources = await chosenSources(db, account, choice);
  const parts: RawBuilder<unknown>[] = [];
  if (sources.lists.length) parts.push(sql`select 1 as src, list_id as k1, id as k2, phone, ${fields} from contacts where list_id in (${sql.join(sources.lists)})`);
  if (sources.contacts.length) {
    parts.push(
      sql`select 2 as src, 0 as k1, contacts.id as k2, contacts.phone, ${qualifiedFields} from contacts join contact_lists on contact_lists.id = contacts.list_id where contacts.id in (${sql.join(sources.contacts)}) and contact_lists.account_id = ${account}`,
    );
  }
  if (sources.files.length) parts.push(sql`select 3 as src, file_id as k1, 0 as k2, phone, ${fields} from destination_file_rows where file_id in (${sql.join(sources.files)})`);
  if (sources.phones.length) parts.push(typedPhones(db, sources.phones));
  if (!parts.length) {
    const none: RecipientSource = { count: async () => 0, eachPage: async () => undefined };
    return { counts: { gathered: 0, blocked: 0, filtered: 0, duplicates: 0, recipients: 0 }, recipients: none, first: async () => null, abroad: async () => [] };
  }
  const rules = await recipientRules(db, account, choice, now);
  const no = sql<boolean>`1 = 0`;
  const judged = sql`
    with candidates as (${sql.join(parts, sql` union all `)}),
    judged as (
      select src, k1, k2, phone, ${fields},
        case when ${rules.blocked} then 1 else 0 end as blocked,
        case when ${rules.filtered ?? no} then 1 else 0 end as filtered,
        case when ${rules.notBorn ?? no} then 1 else 0 end as unborn
      from candidates
    )`;
  const kept = sql`
    ${judged}
    select src, k1, k2, ${fields} from (
      select src, k1, k2, ${fields}, row_number() over (partition by phone order by src, k1, k2) as appearance
      from judged where blocked = 0 and filtered = 0 and unborn = 0
    ) kept where appearance = 1`;

  const totals = await sql<{ gathered: number; blocked: number | null; filtered: number | null; recipients: number }>`
    ${judged}
    select count(*) as gathered, sum(blocked) as blocked, sum(case when blocked = 0 then filtered else 0 end) as filtered,
      count(distinct case when blocked = 0 and filtered = 0 and unborn = 0 then phone end) as recipients
    from judged`.execute(db);
  const t = totals.rows[0];
  const gathered = Number(t.gathered);
  const blocked = Number(t.blocked ?? 0);
  const filtered = Number(t.filtered ?? 0);
  const recipients = Number(t.recipients);
  return {
    // As resolving counts them: what neither rule took nor was kept is a repeat (a birthday run's others too).
    counts: { gathered, blocked, filtered, duplicates: gathered - blocked - filtered - recipients, recipients },
    recipients: { count: async () => recipients, eachPage: (size, visit) => eachPageOf(db, sql<RecipientFields>`${kept}`, size, visit) },
    first: async () => (await sql<RecipientFields>`${kept} order by src, k1, k2 limit 1`.execute(db)).rows[0] ?? null,
    abroad: async () =>
      (await sql<{ phone: string }>`${judged} select distinct phone from judged where blocked = 0 and filtered = 0 and unborn = 0 and length(phone) > 9`.execute(db)).rows.map((r) => String(r.phone)),
  };
}
