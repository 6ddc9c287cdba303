/**
 * reports/export-consent-record(-excel): the account's consent record for a regulator — every
 * number of its blacklist with the evidence kept for it (migration 0058): channel, how, the text
 * received, the campaign answered, who recorded it and when, as CSV (byte-order mark, formula
 * guard) or xlsx with text cells (contacts/download sendTableFile). Titles and names come from the page's own texts (locales/<lang>/reports.json,
 * consentRecord), so the file reads as the screen does.
 *
 * Only the account the caller works in (blacklistAccountOf: another account's user is 404).
 * Numbers removed platform-wide on the public page name no account: they are not this account's
 * record and would tell one customer what another's recipients asked.
 */
import ar from '../../../../locales/ar/reports.json';
import en from '../../../../locales/en/reports.json';
import he from '../../../../locales/he/reports.json';
import ru from '../../../../locales/ru/reports.json';
import type { ExportConsentRecordApiArg } from '../../../contract/reports';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { isLanguage, type Language } from '../../../domain/languages';
import { displayPhone } from '../../../domain/phones';
import type { Handler, RequestContext } from '../../http/handler';
import { sendTableFile } from '../contacts/download';
import { blacklistAccountOf } from './store';

const texts: Record<Language, typeof en.consentRecord> = { he: he.consentRecord, en: en.consentRecord, ru: ru.consentRecord, ar: ar.consentRecord };
const columns = ['phone', 'channel', 'how', 'text', 'campaign', 'user', 'date'] as const;

/** A name of the record's texts, or the stored value itself when the texts do not know it. */
const named = (names: Record<string, string>, value: string): string => names[value] ?? value;

/** The account's record, newest first, as the file's rows in `language`. */
async function consentRows(ctx: RequestContext, arg: ExportConsentRecordApiArg): Promise<{ titles: string[]; rows: (string | number)[][] }> {
  const { account } = await blacklistAccountOf(ctx, arg.userId);
  const t = texts[isLanguage(arg.language) ? arg.language : 'he'];
  const records = await ctx.db
    .selectFrom('blacklist')
    .leftJoin('users', 'users.id', 'blacklist.added_by')
    .select(['blacklist.phone', 'blacklist.channel', 'blacklist.how', 'blacklist.evidence_text', 'blacklist.campaign_id', 'blacklist.created_at', 'users.username'])
    .where('blacklist.account_id', '=', account)
    .orderBy('blacklist.created_at', 'desc')
    .orderBy('blacklist.id', 'desc')
    .execute();
  return {
    titles: columns.map((c) => t.columns[c]),
    rows: records.map((r) => [
      displayPhone(r.phone),
      named(t.channels, r.channel),
      named(t.ways, r.how),
      r.evidence_text ?? '',
      r.campaign_id ?? '',
      r.username ?? '',
      formatIsraelDateTime(Number(r.created_at)),
    ]),
  };
}

/** The record is one row per number the account blocked: written in memory, as the blacklist report reads it. */
export const exportConsentRecord: Handler<ExportConsentRecordApiArg> = async (arg, ctx) => {
  await sendTableFile(ctx.reply, { format: 'csv', name: 'consent-record', sheet: 'Consent record', ...(await consentRows(ctx, arg)) });
};

export const exportConsentRecordExcel: Handler<ExportConsentRecordApiArg> = async (arg, ctx) => {
  await sendTableFile(ctx.reply, { format: 'xlsx', name: 'consent-record', sheet: 'Consent record', ...(await consentRows(ctx, arg)) });
};
