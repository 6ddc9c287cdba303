/**
 * The one table of submit_sm refusals (SMPP 3.4 section 5.1.3, command_status): transient ones
 * are tried again by the pipeline with a growing interval, up to the campaign's retry count;
 * permanent ones fail the message at once and refund it (settlement.ts). A refusal means the
 * SMSC did not take the message, so trying again never delivers it twice.
 *
 * Transient by default:
 *   0x0004 ESME_RINVBNDSTS  the SMSC saw the link unbound (a link state, not the message)
 *   0x0008 ESME_RSYSERR     system error (SMPPSim and busy SMSCs answer it under load;
 *                           final, it cost 491 of 10,000 recipients their message)
 *   0x0014 ESME_RMSGQFUL    message queue full
 *   0x0058 ESME_RTHROTTLED  throttling error (the provider also pauses its sending)
 *   0x0064 ESME_RX_T_APPN   temporary application error
 * Everything else is permanent: invalid addresses, data coding, TLVs, 0x0045 ESME_RSUBMITFAIL
 * (the SMSC refused the message itself), 0x0065 ESME_RX_P_APPN, 0x0066 ESME_RX_R_APPN, and
 * codes the specification does not name (0x0400.. are each SMSC's own).
 *
 * SMSCs use these codes differently: a route moves codes either way with its settings
 * (SMPP_RETRY_STATUSES, SMPP_FINAL_STATUSES: hex lists such as 0x0045,0x00ff).
 */
export const defaultTransientStatuses: readonly number[] = [0x0004, 0x0008, 0x0014, 0x0058, 0x0064];

export interface SubmitStatusOverrides {
  /** Tried again on this route besides the defaults. */
  retryStatuses?: readonly number[];
  /** Permanent on this route even when a default says transient. */
  finalStatuses?: readonly number[];
}

export type SubmitErrorKind = 'transient' | 'permanent';

/** The route's table: a command_status other than 0 → transient or permanent. */
export function submitErrorTable(overrides: SubmitStatusOverrides = {}): (status: number) => SubmitErrorKind {
  const transient = new Set([...defaultTransientStatuses, ...(overrides.retryStatuses ?? [])]);
  for (const status of overrides.finalStatuses ?? []) transient.delete(status);
  return (status) => (transient.has(status) ? 'transient' : 'permanent');
}

/** `0x08, 0x0014,88` → [8, 20, 88]: hex with 0x, decimal without; anything else is a mistake in the settings. */
export function parseStatusList(value: string | undefined, name: string): number[] {
  if (!value?.trim()) return [];
  return value.split(',').map((item) => {
    const text = item.trim();
    const status = /^0x[0-9a-f]+$/i.test(text) ? parseInt(text.slice(2), 16) : /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(status) || status <= 0 || status > 0xffffffff) throw new Error(`${name}: "${text}" is not a command_status (write hex such as 0x0008)`);
    return status;
  });
}
