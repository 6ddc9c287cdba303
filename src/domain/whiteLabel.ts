/**
 * The rules of a white-label brand (section 1) and of an account's organizations (section 4)
 * that the settings screen checks as it is typed and the server checks again on save.
 */

/** The info menu's links a brand may set (section 6, "Each link shows only if configured for the brand"). */
export const brandInfoLinkKeys = ['apiDocs', 'remoteSupport', 'remoteDesktop', 'automation1', 'automation2', 'cmsPlugin', 'agreement'] as const;
export type BrandInfoLinkKey = (typeof brandInfoLinkKeys)[number];

/** A host name a brand answers on: letters, digits and hyphens in dot-separated labels, lower case. */
export function isBrandHost(host: string): boolean {
  return host.length >= 3 && host.length <= 253 && /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/.test(host);
}

/** A link the browser may open from the brand: http or https only (never javascript: or data:). */
export function isBrandLink(url: string): boolean {
  try {
    const parsed = new URL(url.replaceAll('{USERNAME}', 'u').replaceAll('{CREDITS}', '0'));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The buy-package link's placeholders, filled by the browser (state/access buyPackageUrl). */
export const buyPackagePlaceholders = ['{USERNAME}', '{CREDITS}'] as const;

/** Identity and company numbers are exactly 9 digits (section 4). */
export const isCompanyNumber = (value: string): boolean => /^\d{9}$/.test(value);
