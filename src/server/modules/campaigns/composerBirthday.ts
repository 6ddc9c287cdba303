/**
 * campaigns/check-birthday-campaign: before a birthday campaign is sent, whether its
 * settings can work and whom it will reach. A birthday campaign goes to contact lists only
 * (-1); the chosen field must hold dates, as lists keep them, DD/MM/YYYY (-2, with the counts);
 * and it runs for years, so its sender must be a permanent attached number of the account
 * (-3) — checked when the composer has chosen one. Counts are numbers, each once, before the
 * blacklist (the estimate's to count).
 */
import type { CheckBirthdayCampaignApiArg, CheckBirthdayCampaignApiResponse } from '../../../contract/campaigns';
import { birthdayProblem } from '../../../domain/campaignTiming';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { normalizeListPhone } from '../../../domain/phones';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { fieldColumns } from '../contacts/contactRows';
import { memberListIds, ownLists } from '../contacts/lists';
import { timingOf } from './timing';
import { CheckBirthdayCampaign } from '../../../contract/statusCodes';


/** How recipients.ts matches a birthday (DD/MM/...): a value of that shape is a date of the list. */
const datePattern = '__/__/____';

export const checkBirthdayCampaign: Handler<CheckBirthdayCampaignApiArg> = async ({ body }, ctx): Promise<CheckBirthdayCampaignApiResponse> => {
  const account = accountOf(ctx.user!);
  const now = ctx.now();
  if (!body.destinations.every((d) => d.type === 'cl' && d.id !== undefined)) return { data: { status: CheckBirthdayCampaign.listsOnly } };
  const problem = birthdayProblem(body.birthdayCampaign);
  if (problem) throw new HttpError(400, problem);
  const location = body.birthdayCampaign.location!;

  const lists = await ownLists(ctx.db, account, body.destinations.map((d) => d.id!));
  const members = new Set<number>();
  for (const list of lists) for (const id of await memberListIds(ctx.db, list.id)) members.add(id);
  const column = fieldColumns[location - 1];
  const contacts = ctx.db.selectFrom('contacts').where('list_id', 'in', [...members]);
  const count = async (query: typeof contacts) => Number((await query.select((eb) => eb.fn.count<number>('phone').distinct().as('n')).executeTakeFirstOrThrow()).n);
  const total = await count(contacts);
  const withDate = await count(contacts.where(column, 'like', datePattern));
  const counts = { recipientsWithDate: withDate, recipientsWithoutDate: total - withDate };
  if (withDate === 0) return { data: { status: CheckBirthdayCampaign.noValidDates, ...counts } };

  const given = body.sourceNumber?.trim();
  if (given) {
    const phone = body.sourceType === 1 || body.sourceType === 2 ? null : normalizeListPhone(given);
    const attached = phone
      ? await ctx.db.selectFrom('sender_identities').select('permanent').where('account_id', '=', account).where('kind', '=', 'attached').where('value', '=', phone).where('status', '=', 'approved').executeTakeFirst()
      : undefined;
    if (!attached?.permanent) return { data: { status: CheckBirthdayCampaign.permanentNumberRequired, ...counts } };
  }
  const timing = timingOf({ validation: true, destinations: body.destinations, birthdayCampaign: body.birthdayCampaign }, now);
  return { data: { status: CheckBirthdayCampaign.valid, ...counts, ...(timing?.kind === 'repeat' ? { nextSendDate: formatIsraelDateTime(timing.first) } : {}) } };
};
