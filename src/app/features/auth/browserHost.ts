/**
 * The two things the sign-in pages ask of the browser's location, in one place so tests can
 * stand in for them (jsdom cannot change its host or leave the page).
 */

/** The host the app was opened on; the brand metadata is looked up by it. */
export const hostName = (): string => window.location.hostname;

/** Hosts whose name starts with "sub" do not sign in here: they open the provider's main site. */
export const isSubHost = (host: string): boolean => host.toLowerCase().startsWith('sub');

/** Leaves the app for another site. */
export const openSite = (url: string): void => window.location.assign(url);
