import { guessMapping, mappingProblems, toColumnMapping } from './columnRoles';

test('a Hebrew header row is recognised: phone, name, family name, birth date, e-mail', () => {
  const rows = [
    ['שם', 'שם משפחה', 'טלפון נייד', 'תאריך לידה', 'דוא"ל', 'עיר'],
    ['דנה', 'לוי', '050-1234567', '01/02/90', 'dana@example.com', 'חיפה'],
  ];
  expect(guessMapping(rows)).toEqual({ choices: ['field1', 'field2', 'mobile', 'field6', 'email', 'ignore'], hasHeaderRow: true });
});

test('English, Russian and Arabic header words, and the list\'s own titles first', () => {
  expect(guessMapping([['Mobile', 'City', 'Name'], ['0501234567', 'Haifa', 'Dana']], ['', '', 'City']).choices).toEqual(['mobile', 'field3', 'field1']);
  expect(guessMapping([['Имя', 'Телефон'], ['Дана', '0501234567']]).choices).toEqual(['field1', 'mobile']);
  expect(guessMapping([['الاسم', 'جوال'], ['دانة', '0501234567']]).choices).toEqual(['field1', 'mobile']);
});

test('without a header row the column of phone numbers is the mobile column', () => {
  expect(guessMapping([['Dana', '050-1234567'], ['Avi', '0521234567']])).toEqual({ choices: ['ignore', 'mobile'], hasHeaderRow: false });
});

test('problems: no mobile column, and a choice made for two columns', () => {
  expect(mappingProblems(['field1', 'ignore'])).toEqual({ noMobile: true, twice: [] });
  expect(mappingProblems(['mobile', 'field1', 'field1', 'ignore', 'ignore'])).toEqual({ noMobile: false, twice: ['field1'] });
});

test('the contract mapping holds 0-based columns and leaves ignored ones out', () => {
  expect(toColumnMapping({ choices: ['field1', 'ignore', 'mobile', 'email'], hasHeaderRow: true })).toEqual({ mobile: 2, field1: 0, email: 3, hasHeaderRow: true });
});
