/**
 * A brand's quiet hours (issue 21, domain/quietHours.ts), on white-label-management: read as
 * the brand keeps them or as it follows them (the default brand's, else the built-in ones),
 * and set or given back to the default. Sends made from then on keep them (messaging/making.ts).
 */
import type { GetQuietHoursApiArg, GetQuietHoursApiResponse, SetQuietHoursApiArg, SetQuietHoursApiResponse } from '../../../../contract/superAdmin';
import { SetQuietHours } from '../../../../contract/statusCodes';
import { quietHoursCountries, quietHoursProblem, type QuietHours } from '../../../../domain/quietHours';
import { HttpError, notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { quietHoursOfBrand } from '../../../messaging/quietHours';
import { findBrand } from './brandRows';

export const getQuietHours: Handler<GetQuietHoursApiArg> = async ({ body }, { db, config }): Promise<GetQuietHoursApiResponse> => {
  const brand = await findBrand(db, body.brandId);
  if (!brand) throw notFound();
  const quietHours = await quietHoursOfBrand(db, brand.id, config.quietHoursDefault);
  return { data: { brandId: brand.id, own: brand.quiet_hours !== null, quietHours, countries: [...quietHoursCountries] } };
};

/** Only what the rule reads is kept, in its order, so the stored JSON holds nothing else. */
const keptOf = (q: QuietHours): QuietHours => ({
  daily: { from: q.daily.from, to: q.daily.to },
  countries: q.countries.map((c) => ({
    country: c.country,
    ...(c.daily ? { daily: { from: c.daily.from, to: c.daily.to } } : {}),
    ...(c.advertisingRest ? { advertisingRest: { fromDay: c.advertisingRest.fromDay, from: c.advertisingRest.from, toDay: c.advertisingRest.toDay, to: c.advertisingRest.to } } : {}),
  })),
});

export const setQuietHours: Handler<SetQuietHoursApiArg> = async ({ body }, { db }): Promise<SetQuietHoursApiResponse> => {
  if (body.quietHours) {
    const problem = quietHoursProblem(body.quietHours);
    if (problem) throw new HttpError(400, 'errors.generic.badRequest', { field: `body.quietHours.${problem}` });
  }
  const updated = await db
    .updateTable('brands')
    .set({ quiet_hours: body.quietHours ? JSON.stringify(keptOf(body.quietHours)) : null })
    .where('id', '=', body.brandId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound();
  return { data: { status: SetQuietHours.saved } };
};
