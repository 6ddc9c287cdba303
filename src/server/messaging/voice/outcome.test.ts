import { statusOfFinalCode } from './outcome';

describe('statusOfFinalCode', () => {
  it.each([
    [200, 'completed'],
    [486, 'busy'],
    [600, 'busy'],
    [480, 'no-answer'],
    [408, 'no-answer'],
    [404, 'failed'],
    [487, 'failed'],
    [503, 'failed'],
    [603, 'failed'],
  ])('%i is %s', (code, status) => {
    expect(statusOfFinalCode(code)).toBe(status);
  });
});
