/** A row of the status table: how the browser shows one business result code. */
export type Severity = 'error' | 'success' | 'info' | 'warning';

export interface StatusMessage {
  severity: Severity;
  /** An i18n key, `<feature>.<area>.<key>`, present in every language of locales/. */
  key: string;
}

/** operationId → result code (as written in the contract's x-status-codes) → message. */
export type StatusMessageTable = Record<string, Record<string, StatusMessage>>;

export const success = (key: string): StatusMessage => ({ severity: 'success', key });
export const error = (key: string): StatusMessage => ({ severity: 'error', key });
export const warning = (key: string): StatusMessage => ({ severity: 'warning', key });
export const info = (key: string): StatusMessage => ({ severity: 'info', key });
