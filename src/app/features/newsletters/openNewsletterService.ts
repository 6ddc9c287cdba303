/** Leaving the app for the newsletter service (its own site, or the embedded simulator's pages). */

/** In this window: back to the landing-page system after linking a page. */
export function goToNewsletterService(url: string): void {
  window.location.assign(url);
}

/**
 * In a new window, the app staying where it was. Not "noopener": with it window.open answers
 * null even when the window opened, and a blocked pop-up (null) must not leave the user with
 * nothing, so then it goes there in this window.
 */
export function openNewsletterService(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else goToNewsletterService(url);
}
