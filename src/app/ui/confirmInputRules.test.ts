import { confirmInputError, confirmInputValue, isIPv4, isIPv6 } from './confirmInputRules';

describe('confirm modal inputs (sections 3 and 5)', () => {
  it('requires every input', () => {
    expect(confirmInputError(undefined, '   ')).toBe('common.validation.required');
    expect(confirmInputError(undefined, 'anything')).toBeNull();
  });

  it('a new contact list needs a name of 1 to 50 characters', () => {
    expect(confirmInputError('addNewContactList', '')).toBe('common.validation.required');
    expect(confirmInputError('addNewContactList', 'א')).toBeNull();
    expect(confirmInputError('addNewContactList', 'x'.repeat(50))).toBeNull();
    expect(confirmInputError('addNewContactList', 'x'.repeat(51))).toBe('common.validation.contactListName');
  });

  it('e-mail inputs need an e-mail address', () => {
    for (const type of ['addNewEmail', 'addNewEmailNewsLetter'] as const) {
      expect(confirmInputError(type, 'dana@example.co.il')).toBeNull();
      expect(confirmInputError(type, 'dana@example')).toBe('common.validation.email');
      expect(confirmInputError(type, 'dana example.com')).toBe('common.validation.email');
    }
  });

  it('an allowed IP is an IPv4 or IPv6 address', () => {
    expect(isIPv4('192.168.0.1')).toBe(true);
    expect(isIPv4('256.1.1.1')).toBe(false);
    expect(isIPv4('01.1.1.1')).toBe(false);
    expect(isIPv6('2001:db8::1')).toBe(true);
    expect(isIPv6('::1')).toBe(true);
    expect(isIPv6('::')).toBe(true);
    expect(isIPv6('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe(true);
    expect(isIPv6('::ffff:192.0.2.128')).toBe(true);
    expect(isIPv6('2001:db8::1::2')).toBe(false);
    expect(isIPv6('2001:db8:1')).toBe(false);
    expect(isIPv6('12345::1')).toBe(false);
    expect(confirmInputError('addNewIp', '10.0.0.7')).toBeNull();
    expect(confirmInputError('addNewIp', '10.0.0')).toBe('common.validation.ip');
  });

  it('a phone number has 9 to 10 digits once dashes and spaces are removed', () => {
    expect(confirmInputError('phoneNumber', '050-123 4567')).toBeNull();
    expect(confirmInputError('phoneNumber', '03-5550100')).toBeNull();
    expect(confirmInputError('phoneNumber', '12345678')).toBe('common.validation.phone');
    expect(confirmInputError('phoneNumber', '05012345678')).toBe('common.validation.phone');
    expect(confirmInputError('phoneNumber', '050-abc-4567')).toBe('common.validation.phone');
    expect(confirmInputValue('phoneNumber', ' 050-123 4567 ')).toBe('0501234567');
  });
});
