/**
 * The composer's account checks: accepting the terms of use (campaigns/approve-app-rules,
 * which the browser asks for while its approval-rules flag is set) and whether the account's
 * identity number is a company's (campaigns/check-Is-Id-Company).
 */
import type { ApproveAppRulesApiArg, ApproveAppRulesApiResponse, CheckIsIdCompanyApiArg, CheckIsIdCompanyApiResponse } from '../../../contract/campaigns';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { ApproveAppRules } from '../../../contract/statusCodes';


/**
 * An Israeli identity or company number: 9 digits whose last is the check digit (digits
 * weighted 1, 2, 1, 2...; a two-digit product counts its digits' sum; the total a multiple of 10).
 */
export function validIsraeliId(id: string): boolean {
  if (!/^\d{9}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const product = Number(id[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/**
 * Corporations (companies 51, public-benefit companies 52, partnerships, cooperatives 57,
 * associations 58...) are numbered by the Registrar from 5; people's identity numbers never are.
 */
export const isCompanyId = (id: string): boolean => validIsraeliId(id) && id.startsWith('5');

export const approveAppRules: Handler<ApproveAppRulesApiArg> = async (_arg, ctx): Promise<ApproveAppRulesApiResponse> => {
  // The contract admits only approved: true; each acceptance is kept, the last one counts.
  await ctx.db.insertInto('terms_approvals').values({ user_id: ctx.user!.userId, approved_at: ctx.now() }).execute();
  return { data: { status: ApproveAppRules.accepted } };
};

export const checkIsIdCompany: Handler<CheckIsIdCompanyApiArg> = async ({ body }, ctx): Promise<CheckIsIdCompanyApiResponse> => {
  let id = body.idNumber;
  if (id === undefined) {
    const owner = await ctx.db.selectFrom('users').select('national_id').where('id', '=', accountOf(ctx.user!)).executeTakeFirst();
    id = owner?.national_id?.trim() || undefined;
  }
  return { data: { hasId: id !== undefined, isCompany: id !== undefined && isCompanyId(id) } };
};
