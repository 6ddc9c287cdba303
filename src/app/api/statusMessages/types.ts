/** A row of the status table: how the browser shows one business result code. */
export type Severity = 'error' | 'success' | 'info' | 'warning';

export interface StatusMessage {
  severity: Severity;
  /** An i18n key, `<feature>.<area>.<key>`, present in every language of locales/. */
  key: string;
  /** A step on the way whose page shows the outcome itself (a summary, a form): never toasted. */
  quiet?: boolean;
}

/** operationId → result code (as written in the contract's x-status-codes) → message. */
export type StatusMessageTable = Record<string, Record<string, StatusMessage>>;

export const success = (key: string): StatusMessage => ({ severity: 'success', key });
export const error = (key: string): StatusMessage => ({ severity: 'error', key });
export const warning = (key: string): StatusMessage => ({ severity: 'warning', key });
export const info = (key: string): StatusMessage => ({ severity: 'info', key });
/** A passing step (e.g. a validation pass whose summary the page shows): known, but not toasted. */
export const quietInfo = (key: string): StatusMessage => ({ severity: 'info', key, quiet: true });
