/**
 * white-label-management (section 1): the brands, one per host, that get-app-meta-data reads
 * for the host the browser is on — so a change here shows on that host's next page load.
 * add-white-label creates a brand for a reseller (1), puts the reseller on an existing brand (2),
 * or, given an existing brand and its new details, changes it and puts the reseller on it (2).
 * The robot check is the caller's host's, as on sign-in (auth/credentials passesRobotCheck).
 */
import type { AddWhiteLabelApiArg, AddWhiteLabelApiResponse, GetWhiteLabelsApiArg, GetWhiteLabelsApiResponse } from '../../../../contract/superAdmin';
import { AddWhiteLabel } from '../../../../contract/statusCodes';
import { managedUserOf } from '../../../http/account';
import { HttpError, notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { passesRobotCheck } from '../../auth/credentials';
import { brandColumnsOf, brandOf, defaultBrandHost, findBrand } from './brandRows';

/** Only the default brand answers on '*'. */
const defaultHostRefused = () => new HttpError(400, 'errors.generic.badRequest', { field: 'body.brand.host' });

export const getWhiteLabels: Handler<GetWhiteLabelsApiArg> = async ({ body }, { db }): Promise<GetWhiteLabelsApiResponse> => {
  if (body.id !== undefined) {
    const row = await findBrand(db, body.id);
    if (!row) throw notFound();
    return { data: [brandOf(row)] };
  }
  const rows = await db.selectFrom('brands').selectAll().orderBy('id').execute();
  return { data: rows.map(brandOf) };
};

export const addWhiteLabel: Handler<AddWhiteLabelApiArg> = async ({ body }, ctx): Promise<AddWhiteLabelApiResponse> => {
  if (!(await passesRobotCheck(ctx, body.recaptchaToken))) return { data: { status: AddWhiteLabel.robotCheckFailed } };
  const reseller = await managedUserOf(ctx, body.userId);
  if (body.brandId === undefined && !body.brand) return { data: { status: AddWhiteLabel.selectWhiteLabel } };
  const columns = body.brand ? brandColumnsOf(body.brand) : null;
  return ctx.db.transaction().execute(async (trx) => {
    const hostTaken = async (host: string, except: number) => (await trx.selectFrom('brands').select('id').where('host', '=', host).where('id', '!=', except).executeTakeFirst()) !== undefined;
    let brandId: number;
    let status: number;
    if (body.brandId !== undefined) {
      const existing = await findBrand(trx, body.brandId);
      if (!existing) throw notFound();
      brandId = existing.id;
      status = AddWhiteLabel.assigned;
      if (columns) {
        // The default brand answers every host without its own: it keeps answering them.
        const host = existing.host === defaultBrandHost ? defaultBrandHost : columns.host;
        if (host === defaultBrandHost && existing.host !== defaultBrandHost) throw defaultHostRefused();
        if (await hostTaken(host, brandId)) return { data: { status: AddWhiteLabel.whiteLabelExists } };
        await trx.updateTable('brands').set({ ...columns, host }).where('id', '=', brandId).execute();
      }
    } else {
      if (!columns) return { data: { status: AddWhiteLabel.selectWhiteLabel } };
      if (columns.host === defaultBrandHost) throw defaultHostRefused();
      if (await hostTaken(columns.host, 0)) return { data: { status: AddWhiteLabel.whiteLabelExists } };
      const created = await trx
        .insertInto('brands')
        .values({ ...columns, owner_user_id: reseller.userId, is_white_label: 1, app_logo_src: '/favicon.svg' })
        .returning('id')
        .executeTakeFirstOrThrow();
      brandId = created.id;
      status = AddWhiteLabel.created;
    }
    await trx.updateTable('users').set({ brand_id: brandId }).where('id', '=', reseller.userId).execute();
    return { data: { status, brandId } };
  });
};
