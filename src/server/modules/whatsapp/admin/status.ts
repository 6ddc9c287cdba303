/**
 * super-admin/whatsApp-status: every WhatsApp number with an account by its state (section 4),
 * how many Meta blocked or warned about, the onboarding requests waiting for an administrator,
 * the templates still in Meta's review, today's messages out (Israel day), and the accounts that
 * need someone's attention (blocked, warned, awaiting approval), most recently changed first.
 */
import type { GetWhatsAppStatusApiResponse } from '../../../../contract/superAdmin';
import type { Handler } from '../../../http/handler';
import { namedPeriods } from '../../reports/days';
import { accountOfNumber } from '../numbers/store';

const attentionStates = ['activeWithBlock', 'activeWithWarning', 'awaitingAdminApproval'];
const attentionShown = 100;

export const getWhatsAppStatus: Handler = async (_arg, ctx): Promise<GetWhatsAppStatusApiResponse> => {
  const { db } = ctx;
  const live = db.selectFrom('wa_numbers').where('deleted_at', 'is', null).where('account_id', '<>', 0);
  const today = namedPeriods(ctx.now()).today;
  const [states, blocked, templates, messages, attention] = await Promise.all([
    live.select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute(),
    live.select((eb) => eb.fn.countAll<number>().as('n')).where('is_blocked_by_meta', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('wa_templates').select((eb) => eb.fn.countAll<number>().as('n')).where('deleted_at', 'is', null).where('provider_status', '=', 'PENDING').executeTakeFirstOrThrow(),
    db.selectFrom('wa_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('direction', '=', 'out').where('created_at', '>=', today.from).where('created_at', '<', today.to).executeTakeFirstOrThrow(),
    live
      .selectAll()
      .where((eb) => eb.or([eb('state', 'in', attentionStates), eb('is_blocked_by_meta', '=', 1)]))
      .orderBy('updated_at', 'desc')
      .limit(attentionShown)
      .execute(),
  ]);
  const byStatus = Object.fromEntries(states.map((s) => [s.state, Number(s.n)]));
  return {
    data: {
      totalAccounts: states.reduce((sum, s) => sum + Number(s.n), 0),
      byStatus,
      blockedByMeta: Number(blocked.n),
      activeWithWarning: byStatus.activeWithWarning ?? 0,
      awaitingApproval: byStatus.awaitingAdminApproval ?? 0,
      templatesPending: Number(templates.n),
      messagesToday: Number(messages.n),
      accounts: attention.map(accountOfNumber),
    },
  };
};
