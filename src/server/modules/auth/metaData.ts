/** The brand of the host the browser is on (white label), and the route rules of this deployment. */
import type { AppMetaData, GetAppMetaDataApiArg, GetAppMetaDataApiResponse } from '../../../contract/auth';
import type { Handler } from '../../http/handler';
import { brandForHost } from './queries';

export function infoLinksOf(json: string): Record<string, string> {
  try {
    const links: unknown = JSON.parse(json);
    if (!links || typeof links !== 'object' || Array.isArray(links)) return {};
    return Object.fromEntries(Object.entries(links).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  } catch {
    return {};
  }
}

export const getAppMetaData: Handler<GetAppMetaDataApiArg> = async ({ body }, { db, config }): Promise<GetAppMetaDataApiResponse> => {
  const hostname = body.hostname.trim().toLowerCase();
  const brand = await brandForHost(db, hostname);
  const data: AppMetaData = {
    routeRules: {
      managementDenyUserIds: config.managementDenyUserIds,
      errorsPageUserIds: config.errorsPageUserIds,
      removeOnlyHost: config.removeOnlyHosts.includes(hostname),
    },
  };
  if (config.mainSiteUrl) data.mainSiteUrl = config.mainSiteUrl;
  if (config.newsletterUrl) data.newsletterUrl = config.newsletterUrl;
  if (!brand) return { data };
  return {
    data: {
      ...data,
      logoName: brand.logo_name,
      appLogoSrc: brand.app_logo_src,
      supportPhone: brand.support_phone,
      supportEmail: brand.support_email,
      supportText: brand.support_text,
      isWhiteLable: brand.is_white_label === 1,
      hideAppBar: brand.hide_app_bar === 1,
      infoLinks: infoLinksOf(brand.info_links),
      ...(brand.site_key ? { siteKey: brand.site_key } : {}),
      ...(brand.buy_package ? { buyPackage: brand.buy_package } : {}),
      ...(brand.approval_file ? { approvalFile: brand.approval_file } : {}),
    },
  };
};
