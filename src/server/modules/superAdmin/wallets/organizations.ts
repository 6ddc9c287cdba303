/**
 * Organizations of a customer's account, by user id: companies billed separately under the one
 * account, each with its name and company number (9 digits, section 4; domain/whiteLabel),
 * a company number once per account.
 */
import type {
  AddOrganizationApiArg,
  AddOrganizationApiResponse,
  DeleteOrganizationApiArg,
  DeleteOrganizationApiResponse,
  GetOrganizationsApiArg,
  GetOrganizationsApiResponse,
  UpdateOrganizationApiArg,
  UpdateOrganizationApiResponse,
} from '../../../../contract/superAdmin';
import { AddOrganization, DeleteOrganization, UpdateOrganization } from '../../../../contract/statusCodes';
import { isCompanyNumber } from '../../../../domain/whiteLabel';
import type { Db } from '../../../db/database';
import { HttpError, notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { customerAccountOf } from './walletStore';

const badField = (field: string) => new HttpError(400, 'errors.generic.badRequest', { field });

function checked(name: string | undefined, companyId: string | undefined): { name?: string; companyId?: string } {
  const trimmed = name?.trim();
  if (trimmed === '') throw badField('body.name');
  if (companyId !== undefined && !isCompanyNumber(companyId)) throw badField('body.companyId');
  return { name: trimmed, companyId };
}

const companyTaken = async (db: Db, account: number, companyId: string, except = 0): Promise<boolean> =>
  (await db.selectFrom('organizations').select('id').where('account_id', '=', account).where('company_id', '=', companyId).where('id', '!=', except).executeTakeFirst()) !== undefined;

export const getOrganizations: Handler<GetOrganizationsApiArg> = async ({ body }, ctx): Promise<GetOrganizationsApiResponse> => {
  const account = await customerAccountOf(ctx, body.userId);
  const rows = await ctx.db.selectFrom('organizations').select(['id', 'name', 'company_id']).where('account_id', '=', account).orderBy('id').execute();
  return { data: rows.map((row) => ({ id: row.id, userId: account, name: row.name, companyId: row.company_id })) };
};

export const addOrganization: Handler<AddOrganizationApiArg> = async ({ body }, ctx): Promise<AddOrganizationApiResponse> => {
  const account = await customerAccountOf(ctx, body.userId);
  const { name, companyId } = checked(body.name, body.companyId);
  return ctx.db.transaction().execute(async (trx) => {
    if (await companyTaken(trx, account, companyId!)) return { data: { status: AddOrganization.companyIdExists } };
    const { id } = await trx.insertInto('organizations').values({ account_id: account, name: name!, company_id: companyId!, created_at: ctx.now() }).returning('id').executeTakeFirstOrThrow();
    return { data: { status: AddOrganization.added, id } };
  });
};

export const updateOrganization: Handler<UpdateOrganizationApiArg> = async ({ body }, ctx): Promise<UpdateOrganizationApiResponse> => {
  const account = await customerAccountOf(ctx, body.userId);
  const { name, companyId } = checked(body.name, body.companyId);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('organizations').select('id').where('id', '=', body.organizationId).where('account_id', '=', account).executeTakeFirst();
    if (!row) throw notFound();
    if (companyId !== undefined && (await companyTaken(trx, account, companyId, row.id))) return { data: { status: UpdateOrganization.companyIdExists } };
    const changes = { ...(name !== undefined ? { name } : {}), ...(companyId !== undefined ? { company_id: companyId } : {}) };
    if (Object.keys(changes).length) await trx.updateTable('organizations').set(changes).where('id', '=', row.id).execute();
    return { data: { status: UpdateOrganization.updated } };
  });
};

export const deleteOrganization: Handler<DeleteOrganizationApiArg> = async ({ body }, ctx): Promise<DeleteOrganizationApiResponse> => {
  const account = await customerAccountOf(ctx, body.userId);
  const deleted = await ctx.db.deleteFrom('organizations').where('id', '=', body.organizationId).where('account_id', '=', account).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
  return { data: { status: DeleteOrganization.deleted } };
};
