/**
 * A campaign's recipients (section 5 "Sending a campaign"): the chosen lists (a parent with
 * every list below it), single contacts, uploaded or pasted destinations and typed numbers;
 * minus the account's blacklist and the platform-wide removals, the temporary block (numbers
 * this account messaged in the last days), the filters (numbers in chosen lists, recipients
 * of chosen campaigns, numbers abroad); each number once, numbered 1..n with the fields of its
 * first appearance. Everything happens in SQL inside the caller's transaction, so a million
 * recipients never sit in memory and a validation pass can roll it all back.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Destination } from '../../../contract/campaigns';
import { normalizeListPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';
import { notFound } from '../../http/envelope';
import { fieldColumns } from '../contacts/contactRows';
import { memberListIds, ownLists } from '../contacts/lists';

export interface RecipientChoice {
  destinations: Destination[];
  /** Numbers typed in the composer (Destination new_phone carries one too). */
  phones?: string[];
  temporaryBlacklistDays?: number;
  contactListsFiltering?: number[];
  campaignsFiltering?: number[];
  overseasFiltering?: boolean;
  /** A birthday run: only contacts whose date in this field falls on that day and month. */
  birthday?: { field: 1 | 2 | 3 | 4 | 5 | 6; day: number; month: number; year: number };
}

export interface RecipientCounts {
  /** Numbers gathered from every destination, repeats included. */
  gathered: number;
  blocked: number;
  filtered: number;
  duplicates: number;
  recipients: number;
}

const dayMs = 24 * 3_600_000;
/** Israeli numbers are stored without their 0 (8 or 9 digits); longer ones are abroad. */
const abroad = sql<boolean>`length(phone) > 9`;

async function countCandidates(db: Db, campaignId: number): Promise<number> {
  const row = await db.selectFrom('recipient_candidates').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the destinations name, checked to be the account's (404 otherwise), in the order they are gathered. */
export interface ChosenSources {
  /** Every list chosen, with the lists below it. */
  lists: number[];
  contacts: number[];
  files: number[];
  /** Typed numbers, normalized; one that is not a phone is left out (the composer checked it already). */
  phones: string[];
}

export async function chosenSources(db: Db, account: number, choice: RecipientChoice): Promise<ChosenSources> {
  const listIds = new Set<number>();
  const contactIds: number[] = [];
  const fileIds: number[] = [];
  const typed: string[] = [...(choice.phones ?? [])];
  for (const d of choice.destinations) {
    if (d.type === 'cl' && d.id !== undefined) listIds.add(d.id);
    else if ((d.type === 'contact' || d.type === 'upl_contact') && d.id !== undefined) contactIds.push(d.id);
    else if ((d.type === 'upl_contacts' || d.type === 'upl_contact_big_file') && d.upload_id !== undefined) fileIds.push(d.upload_id);
    else if (d.type === 'new_phone' && d.phone) typed.push(d.phone);
  }
  const lists = new Set<number>();
  if (listIds.size) {
    await ownLists(db, account, [...listIds]);
    for (const id of listIds) for (const member of await memberListIds(db, id)) lists.add(member);
  }
  if (contactIds.length) {
    const found = await ownedContacts(db, account, contactIds).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(found.n) !== new Set(contactIds).size) throw notFound();
  }
  if (fileIds.length) {
    const files = await db.selectFrom('destination_files').select('id').where('id', 'in', fileIds).where('account_id', '=', account).execute();
    if (files.length !== new Set(fileIds).size) throw notFound();
  }
  const phones = typed.map((p) => normalizeListPhone(p)).filter((p): p is string => Boolean(p));
  return { lists: [...lists], contacts: contactIds, files: fileIds, phones };
}

const ownedContacts = (db: Db, account: number, ids: number[]) =>
  db.selectFrom('contacts').innerJoin('contact_lists', 'contact_lists.id', 'contacts.list_id').where('contacts.id', 'in', ids).where('contact_lists.account_id', '=', account);

/** Every destination's numbers into recipient_candidates, as they come. */
async function gather(db: Db, account: number, campaignId: number, sources: ChosenSources): Promise<void> {
  if (sources.lists.length) {
    await db
      .insertInto('recipient_candidates')
      .columns(['campaign_id', 'phone', ...fieldColumns])
      .expression(db.selectFrom('contacts').select([sql.lit(campaignId).as('campaign_id'), 'phone', ...fieldColumns]).where('list_id', 'in', sources.lists).orderBy('list_id').orderBy('id'))
      .execute();
  }
  if (sources.contacts.length) {
    await db
      .insertInto('recipient_candidates')
      .columns(['campaign_id', 'phone', ...fieldColumns])
      .expression(ownedContacts(db, account, sources.contacts).select([sql.lit(campaignId).as('campaign_id'), 'contacts.phone', ...fieldColumns.map((f) => `contacts.${f}` as const)]).orderBy('contacts.id'))
      .execute();
  }
  if (sources.files.length) {
    await db
      .insertInto('recipient_candidates')
      .columns(['campaign_id', 'phone', ...fieldColumns])
      .expression(db.selectFrom('destination_file_rows').select([sql.lit(campaignId).as('campaign_id'), 'phone', ...fieldColumns]).where('file_id', 'in', sources.files).orderBy('file_id'))
      .execute();
  }
  for (let i = 0; i < sources.phones.length; i += 1000) {
    await db
      .insertInto('recipient_candidates')
      .values(sources.phones.slice(i, i + 1000).map((phone) => ({ campaign_id: campaignId, phone })))
      .execute();
  }
}

/**
 * Dates in lists are kept DD/MM/YYYY (parseListDate). Someone born on 29 February is sent
 * to on the 28th in other years, so they are not skipped three years in four.
 */
function notBornOn({ field, day, month, year }: NonNullable<RecipientChoice['birthday']>) {
  const column = sql.ref(`field${field}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = [day];
  if (month === 2 && day === 28 && new Date(Date.UTC(year, 1, 29)).getUTCMonth() !== 1) days.push(29);
  return sql<boolean>`not (${sql.join(days.map((d) => sql`coalesce(${column}, '') like ${`${pad(d)}/${pad(month)}/%`}`), sql` or `)})`;
}

/** Takes out the candidates a rule refuses; answers how many went. */
async function remove(db: Db, campaignId: number, refused: RawBuilder<boolean>): Promise<number> {
  const result = await db.deleteFrom('recipient_candidates').where('campaign_id', '=', campaignId).where(refused).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The rules, as conditions on a candidate's phone and fields: resolving removes the
 * candidates they refuse, the validation pass counts them (recipientsPreview.ts). A number
 * blocked is not counted again as filtered, nor a filtered one as not born that day.
 */
export interface RecipientRules {
  blocked: RawBuilder<boolean>;
  filtered: RawBuilder<boolean> | null;
  notBorn: RawBuilder<boolean> | null;
}

export async function recipientRules(db: Db, account: number, choice: RecipientChoice, now: number): Promise<RecipientRules> {
  const filters: RawBuilder<boolean>[] = [];
  const days = choice.temporaryBlacklistDays ?? 0;
  // Messages keep the number as sent (international, see internationalPhone).
  if (days > 0) filters.push(sql<boolean>`(case when length(phone) <= 9 then '972' || phone else phone end) in (select phone from messages where account_id = ${account} and created_at >= ${now - days * dayMs})`);
  const filterLists = choice.contactListsFiltering ?? [];
  if (filterLists.length) {
    await ownLists(db, account, filterLists);
    filters.push(sql<boolean>`phone in (select phone from contacts where list_id in (${sql.join(filterLists)}))`);
  }
  const filterCampaigns = choice.campaignsFiltering ?? [];
  if (filterCampaigns.length) {
    filters.push(sql<boolean>`phone in (select r.phone from campaign_recipients r join campaigns c on c.id = r.campaign_id where c.account_id = ${account} and r.campaign_id in (${sql.join(filterCampaigns)}))`);
  }
  if (choice.overseasFiltering) filters.push(abroad);
  return {
    blocked: sql<boolean>`(phone in (select phone from blacklist where account_id = ${account}) or phone in (select phone from platform_blacklist))`,
    filtered: filters.length ? sql<boolean>`(${sql.join(filters, sql` or `)})` : null,
    notBorn: choice.birthday ? notBornOn(choice.birthday) : null,
  };
}

/** Resolves, filters and numbers the recipients into campaign_recipients; the counts say what happened. */
export async function resolveRecipients(db: Db, account: number, campaignId: number, choice: RecipientChoice, now: number): Promise<RecipientCounts> {
  await gather(db, account, campaignId, await chosenSources(db, account, choice));
  const gathered = await countCandidates(db, campaignId);
  const rules = await recipientRules(db, account, choice, now);
  const blocked = await remove(db, campaignId, rules.blocked);
  const filtered = rules.filtered ? await remove(db, campaignId, rules.filtered) : 0;
  if (rules.notBorn) await remove(db, campaignId, rules.notBorn);

  // Each number once, with the fields of its first appearance, numbered in the order gathered.
  await sql`
    insert into campaign_recipients (campaign_id, seq, phone, field1, field2, field3, field4, field5, field6)
    select campaign_id, row_number() over (order by id), phone, field1, field2, field3, field4, field5, field6
    from recipient_candidates
    where id in (select min(id) from recipient_candidates where campaign_id = ${campaignId} group by phone)
  `.execute(db);
  await db.deleteFrom('recipient_candidates').where('campaign_id', '=', campaignId).execute();
  const row = await db.selectFrom('campaign_recipients').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
  const recipients = Number(row.n);
  const remaining = gathered - blocked - filtered;
  return { gathered, blocked, filtered, duplicates: remaining - recipients, recipients };
}
