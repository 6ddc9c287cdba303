/** A brand's row as the contract's WhiteLabelBrand, and the contract's brand as the row's columns. */
import type { WhiteLabelBrand } from '../../../../contract/superAdmin';
import { brandInfoLinkKeys, isBrandHost, isBrandLink } from '../../../../domain/whiteLabel';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/envelope';
import { infoLinksOf } from '../../auth/metaData';
import type { BrandRow } from '../../auth/queries';

/** The host of the brand every host without its own answers with (seed.ts). */
export const defaultBrandHost = '*';

export const brandOf = (row: BrandRow): WhiteLabelBrand => ({
  id: row.id,
  host: row.host,
  ...(row.owner_user_id !== null ? { userId: row.owner_user_id } : {}),
  logoName: row.logo_name,
  appLogoSrc: row.app_logo_src,
  supportPhone: row.support_phone,
  supportEmail: row.support_email,
  supportText: row.support_text,
  buyPackage: row.buy_package ?? '',
  approvalFile: row.approval_file ?? '',
  hideAppBar: row.hide_app_bar === 1,
  siteKey: row.site_key ?? '',
  infoLinks: infoLinksOf(row.info_links),
});

export const findBrand = (db: Db, id: number): Promise<BrandRow | undefined> => db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();

const badField = (field: string) => new HttpError(400, 'errors.generic.badRequest', { field });

/** What a super-administrator sets of a brand; logo and agreement come only by upload (white-label-image). */
export interface BrandColumns {
  host: string;
  logo_name: string;
  support_phone: string;
  support_email: string;
  support_text: string;
  site_key: string | null;
  hide_app_bar: number;
  buy_package: string | null;
  info_links: string;
}

/** The brand's columns, each field checked; a bad one is a 400 naming it. */
export function brandColumnsOf(brand: WhiteLabelBrand & { host: string }): BrandColumns {
  const host = brand.host.trim().toLowerCase();
  if (host !== defaultBrandHost && !isBrandHost(host)) throw badField('body.brand.host');
  const logoName = (brand.logoName ?? '').trim();
  if (!logoName || logoName.length > 100) throw badField('body.brand.logoName');
  const phone = (brand.supportPhone ?? '').trim();
  if (phone && !/^\+?[0-9][0-9 -]{5,18}$/.test(phone)) throw badField('body.brand.supportPhone');
  const buyPackage = (brand.buyPackage ?? '').trim();
  if (buyPackage && !isBrandLink(buyPackage)) throw badField('body.brand.buyPackage');
  const siteKey = (brand.siteKey ?? '').trim();
  if (siteKey && !/^[A-Za-z0-9_-]{10,100}$/.test(siteKey)) throw badField('body.brand.siteKey');
  const links: Record<string, string> = {};
  for (const [key, url] of Object.entries(brand.infoLinks ?? {})) {
    if (!url) continue;
    if (!(brandInfoLinkKeys as readonly string[]).includes(key) || !isBrandLink(url)) throw badField(`body.brand.infoLinks.${key}`);
    links[key] = url;
  }
  return {
    host,
    logo_name: logoName,
    support_phone: phone,
    support_email: (brand.supportEmail ?? '').trim(),
    support_text: (brand.supportText ?? '').trim().slice(0, 500),
    site_key: siteKey || null,
    hide_app_bar: brand.hideAppBar ? 1 : 0,
    buy_package: buyPackage || null,
    info_links: JSON.stringify(links),
  };
}
