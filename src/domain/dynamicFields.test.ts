import {
  compileDynamicFields,
  dynamicFieldProblems,
  dynamicFieldValues,
  dynamicFieldsIn,
  fillDynamicFields,
} from './dynamicFields';

describe('dynamic fields in square brackets (section 5)', () => {
  test('placeholders are listed in the order written, by name or by number', () => {
    expect(dynamicFieldsIn('Hi [First name], code [#3] for [ First name ]').map((r) => [r.name, r.number])).toEqual([
      ['First name', null],
      ['#3', 3],
      ['First name', null],
    ]);
    expect(dynamicFieldsIn('no fields [] here [\n]')).toEqual([]);
  });

  test("a recipient's values replace the placeholders, names matched whatever the case", () => {
    expect(fillDynamicFields('שלום [שם], [city]!', { שם: 'דנה', City: 'Haifa' })).toBe('שלום דנה, Haifa!');
  });

  test('numbered placeholders [#n] are the list field n', () => {
    const values = dynamicFieldValues(['First name', '', 'Code'], ['Dana', 'Levi', 'X1']);
    expect(fillDynamicFields('[#1] [#2]: [code]', values)).toBe('Dana Levi: X1');
  });

  test('a known field without a value is filled with nothing; an unknown one stays as written', () => {
    expect(fillDynamicFields('Hi [name][note] [other]', { name: 'Dan', note: null })).toBe('Hi Dan [other]');
  });

  test('a compiled text fills many recipients the same way', () => {
    const fill = compileDynamicFields('[a]-[b]');
    expect([fill({ a: '1', b: '2' }), fill({ a: 'x', b: '' })]).toEqual(['1-2', 'x-']);
    expect(compileDynamicFields('plain')({})).toBe('plain');
  });

  test('rule: dynamic fields must exist among the list fields', () => {
    expect(dynamicFieldProblems('Hi [name] [age] [#2] [#4] [age]', ['Name', 'Phone', 'City'])).toEqual([
      { code: 'missingFields', fields: ['age', '#4'] },
    ]);
    expect(dynamicFieldProblems('Hi [name] [#3]', ['Name', 'Phone', 'City'])).toEqual([]);
  });

  test('rule: at most 10 dynamic fields in a message, repeats counted', () => {
    expect(dynamicFieldProblems('[a] '.repeat(10), ['a'])).toEqual([]);
    expect(dynamicFieldProblems('[a] '.repeat(11), ['a'])).toEqual([{ code: 'tooManyFields', count: 11, max: 10 }]);
  });

  test('rule: a template may not start with a dynamic field', () => {
    expect(dynamicFieldProblems(' [a] hello', ['a'], 'template')).toEqual([{ code: 'templateStartsWithField' }]);
    expect(dynamicFieldProblems('Hi [a]', ['a'], 'template')).toEqual([]);
    expect(dynamicFieldProblems('[a] hello', ['a'])).toEqual([]);
  });
});
