/** Leaves the app for the card processor's hosted page (a full page load, as processors require). */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}
