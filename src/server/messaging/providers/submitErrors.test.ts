import { parseStatusList, submitErrorTable } from './submitErrors';

describe('submit_sm refusals: transient or permanent (SMPP 3.4 section 5.1.3)', () => {
  it.each([
    [0x0008, 'transient'], // ESME_RSYSERR
    [0x0014, 'transient'], // ESME_RMSGQFUL
    [0x0058, 'transient'], // ESME_RTHROTTLED
    [0x0064, 'transient'], // ESME_RX_T_APPN
    [0x0004, 'transient'], // ESME_RINVBNDSTS
    [0x0045, 'permanent'], // ESME_RSUBMITFAIL
    [0x000b, 'permanent'], // ESME_RINVDSTADR
    [0x0065, 'permanent'], // ESME_RX_P_APPN
    [0x00ff, 'permanent'], // ESME_RUNKNOWNERR
    [0x0400, 'permanent'], // an SMSC's own
  ])('0x%s by default → %s', (status, kind) => {
    expect(submitErrorTable()(status)).toBe(kind);
  });

  it('lets a route move codes either way', () => {
    const table = submitErrorTable({ retryStatuses: [0x00ff], finalStatuses: [0x0008] });
    expect(table(0x00ff)).toBe('transient');
    expect(table(0x0008)).toBe('permanent');
    expect(table(0x0014)).toBe('transient');
  });

  it('reads the settings as hex (0x) or decimal, and refuses anything else', () => {
    expect(parseStatusList(' 0x08, 0x0014,88 ', 'SMPP_RETRY_STATUSES')).toEqual([8, 20, 88]);
    expect(parseStatusList('', 'SMPP_RETRY_STATUSES')).toEqual([]);
    expect(parseStatusList(undefined, 'SMPP_RETRY_STATUSES')).toEqual([]);
    expect(() => parseStatusList('0x08,ESME_RSYSERR', 'SMPP_RETRY_STATUSES')).toThrow(/SMPP_RETRY_STATUSES: "ESME_RSYSERR"/);
  });
});
