import { callerIdOf } from './callerId';

describe('callerIdOf', () => {
  it('leaves the number as it is without a rule', () => {
    expect(callerIdOf('972501234567', '')).toBe('972501234567');
  });

  it('adds a plain prefix in front', () => {
    expect(callerIdOf('972501234567', '+')).toBe('+972501234567');
  });

  it('replaces the leading digits a rule names, and only those numbers', () => {
    expect(callerIdOf('972501234567', '972=0')).toBe('0501234567');
    expect(callerIdOf('15551234567', '972=0')).toBe('15551234567');
  });
});
