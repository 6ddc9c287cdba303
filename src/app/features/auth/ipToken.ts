/**
 * The long-lived token that identifies this browser (section 9: a secure cookie kept for
 * 3650 days). External login hands it over in the address; sign-in sends it back so the
 * server can recognise the browser.
 */
const cookieName = 'ipToken';
export const ipTokenMaxAgeSeconds = 3650 * 24 * 60 * 60;

export function readIpToken(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`));
  return entry ? decodeURIComponent(entry.slice(cookieName.length + 1)) : undefined;
}

export function saveIpToken(token: string): void {
  // A secure cookie is refused on plain http (local development), so it is secure only on https.
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${cookieName}=${encodeURIComponent(token)}; max-age=${ipTokenMaxAgeSeconds}; path=/; samesite=lax${secure}`;
}
