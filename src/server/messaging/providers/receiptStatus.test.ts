import { parseReceiptText, statusOfReceipt } from './receiptStatus';

describe('delivery receipts', () => {
  it('reads the SMPP 3.4 appendix B text', () => {
    const parsed = parseReceiptText('id:7f3a sub:001 dlvrd:001 submit date:2405011230 done date:2405011231 stat:DELIVRD err:000 text:Hello stat:UNDELIV');
    expect(parsed).toMatchObject({ id: '7f3a', stat: 'DELIVRD', err: '000' });
    expect(new Date(parsed?.doneAt ?? 0).getMinutes()).toBe(31);
    expect(parseReceiptText('no receipt here')).toBeNull();
  });

  it.each([
    ['DELIVRD', '000', 'delivered'],
    ['UNDELIV', '001', 'notDelivered'],
    ['EXPIRED', '000', 'notDelivered'],
    ['UNKNOWN', '000', 'notDelivered'],
    ['DELETED', '000', 'notDelivered'],
    ['REJECTD', '000', 'blocked'],
    ['UNDELIV', '027', 'outOfCoverage'],
    ['UNDELIV', '013', 'blockedByOperator'],
    ['REJECTD', '011', 'kosher'],
    ['UNDELIV', '201', 'blockedOnRequest'],
    ['UNDELIV', '202', 'adsBlocked'],
    ['ENROUTE', '000', null],
    // Final in SMPP 3.4 appendix B: the network took it, no handset confirmed it.
    ['ACCEPTD', '000', 'acceptedByNetwork'],
    ['acceptd', '000', 'acceptedByNetwork'],
  ])('%s err:%s → %s', (stat, err, status) => {
    expect(statusOfReceipt(stat, err)).toBe(status);
  });
});
