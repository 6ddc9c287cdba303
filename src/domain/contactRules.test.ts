import { contactDisplayName, formatDateTime, listNameKey, listNameProblem, parseListDate, restoredListName, titledFields } from './contactFields';
import { displayPhone, internationalPhone, normalizeBlacklistPhone, normalizeListPhone, parseListPhone } from './phones';

describe('phones in lists (section 5)', () => {
  test('dashes and spaces are removed, digits only remain', () => {
    expect(normalizeListPhone('050-123 4567')).toBe('501234567');
    expect(normalizeListPhone('050.123.4567')).toBe('501234567');
    expect(normalizeListPhone('05O1234567')).toBeNull();
  });

  test('the mobile formats 05XXXXXXXX, 5XXXXXXXX and 9725XXXXXXXX are one number', () => {
    for (const typed of ['0501234567', '501234567', '972501234567', '+972-50-123-4567', '00972501234567']) {
      expect(normalizeListPhone(typed)).toBe('501234567');
    }
  });

  test('the leading 0 is stripped when shorter than 11 characters', () => {
    expect(parseListPhone('0521112222')).toEqual({ phone: '521112222', kind: 'mobile' });
  });

  test('a leading 972 is removed when longer than 10 digits', () => {
    expect(normalizeListPhone('9720541234567')).toBe('541234567');
  });

  test('an 11-digit number starting with 0 loses its first digit', () => {
    expect(normalizeListPhone('00541234567')).toBe('541234567');
    expect(parseListPhone('05412345678')).toBeNull();
  });

  test('international numbers of 11 to 16 digits are checked by their country', () => {
    expect(parseListPhone('+1 212 555 1234')).toEqual({ phone: '12125551234', kind: 'international' });
    expect(normalizeListPhone('447911123456')).toBe('447911123456');
    expect(normalizeListPhone('+44 791112')).toBeNull();
    expect(normalizeListPhone('12345678901234567')).toBeNull();
  });

  test('landlines are accepted for the blacklist, not for lists', () => {
    expect(normalizeBlacklistPhone('03-555-0100')).toBe('35550100');
    expect(normalizeListPhone('03-555-0100')).toBeNull();
    expect(normalizeBlacklistPhone('077-1234567')).toBe('771234567');
  });

  test('numbers of 10 digits or fewer are shown with a leading 0', () => {
    expect(displayPhone('501234567')).toBe('0501234567');
    expect(displayPhone('35550100')).toBe('035550100');
    expect(displayPhone('12125551234')).toBe('12125551234');
  });
});

describe('dates (dd/mm/yy and DD/MM/YYYY HH:mm)', () => {
  const today = new Date(2026, 10, 22);
  test('dd/mm/yy and dd/mm/yyyy are read as real days', () => {
    expect(parseListDate('5/3/90', today)).toBe('05/03/1990');
    expect(parseListDate('05/03/24', today)).toBe('05/03/2024');
    expect(parseListDate('29.02.2024', today)).toBe('29/02/2024');
  });

  test('days that do not exist are invalid', () => {
    expect(parseListDate('31/02/90', today)).toBeNull();
    expect(parseListDate('29/02/2023', today)).toBeNull();
    expect(parseListDate('1990-03-05', today)).toBeNull();
  });

  test('date-times are shown DD/MM/YYYY HH:mm', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4))).toBe('02/01/2026 03:04');
  });
});

describe('list names and contacts', () => {
  test('a list name is required and at most 50 characters', () => {
    expect(listNameProblem('  ')).toBe('errors.lists.nameRequired');
    expect(listNameProblem('x'.repeat(51))).toBe('errors.lists.nameTooLong');
    expect(listNameProblem('Customers')).toBeNull();
  });

  test('list names are unique whatever their case', () => {
    expect(listNameKey(' Customers ')).toBe(listNameKey('CUSTOMERS'));
  });

  test('the display name is field 1 and field 2', () => {
    expect(contactDisplayName('Dana', 'Levi')).toBe('Dana Levi');
    expect(contactDisplayName('Dana', '')).toBe('Dana');
  });

  test('a restored list whose name was taken meanwhile is renamed "Name (2)", the first free one', () => {
    const taken = new Set(['customers', 'customers (2)']);
    expect(restoredListName('Customers', (k) => taken.has(k))).toBe('Customers (3)');
    expect(restoredListName('Leads', (k) => taken.has(k))).toBe('Leads');
    expect(restoredListName('x'.repeat(50), () => false)).toHaveLength(50);
    const long = restoredListName('x'.repeat(50), (k) => k === 'x'.repeat(50));
    expect(long).toBe(`${'x'.repeat(46)} (2)`);
  });
});

test('a message goes to the international form: 972 before an Israeli number, an international one as it is', () => {
  expect(internationalPhone('501234567')).toBe('972501234567');
  expect(internationalPhone('35550100')).toBe('97235550100');
  expect(internationalPhone('14155550123')).toBe('14155550123');
  expect(internationalPhone('972501234567')).toBe('972501234567');
});

test('titled fields: in field order, untitled and past-sixth titles left out, the sixth a date', () => {
  expect(titledFields([' First name ', '', 'City', '', '', 'Born', 'extra'])).toEqual([
    { field: 'DYNAMIC_FIELD1', title: 'First name', isDate: false },
    { field: 'DYNAMIC_FIELD3', title: 'City', isDate: false },
    { field: 'DYNAMIC_FIELD6', title: 'Born', isDate: true },
  ]);
  expect(titledFields([])).toEqual([]);
});
