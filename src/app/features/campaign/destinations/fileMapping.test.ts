import { fieldTitles, fileMapping, firstRowsOf, sheetOf } from './fileMapping';

const sheet = sheetOf(['Phone', 'Name', 'Column 3'], [['050-1234567', 'Dana', 'Haifa'], ['abc', 'Bad', ''], ['0521234567', '', 'Eilat']]);

test("the server's titles row comes back first; a file it found untitled is its rows alone", () => {
  expect(sheet[0]).toEqual(['Phone', 'Name', 'Column 3']);
  expect(sheetOf(['Column 1', 'Column 2'], [['0501234567', 'Dana']])).toEqual([['0501234567', 'Dana']]);
});

test("fields take their header cell as title unless the user wrote one; unmapped fields have none", () => {
  const draft = { choices: ['mobile', 'field1', 'field6'] as const, hasHeaderRow: true };
  const titles = fieldTitles(sheet, { ...draft, choices: [...draft.choices] }, { field6: '  Birthday ' });
  expect(titles).toEqual(['Name', '', '', '', '', 'Birthday']);
  expect(fileMapping({ ...draft, choices: [...draft.choices] }, titles)).toEqual({ mobile: 0, field1: 1, field6: 2, hasHeaderRow: true, headers: titles });
  // Without a header row there is no cell to take a title from.
  expect(fieldTitles(sheet, { choices: ['mobile', 'field1'], hasHeaderRow: false }, {})).toEqual(['', '', '', '', '', '']);
});

test('the first rows with a valid mobile, their mapped cells as fields 1 to 6', () => {
  expect(firstRowsOf(sheet, { choices: ['mobile', 'field1', 'field2'], hasHeaderRow: true })).toEqual([
    { PHONE: '501234567', DYNAMIC_FIELD1: 'Dana', DYNAMIC_FIELD2: 'Haifa' },
    { PHONE: '521234567', DYNAMIC_FIELD2: 'Eilat' },
  ]);
});
