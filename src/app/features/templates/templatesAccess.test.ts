import { routeByName } from '../../router/routes';
import { refusalOf } from '../../state/access';
import { sessionFor } from '../../test/render';
import { templateContentErrors } from './templateContent';

const viewer = (canMakeTemplate: boolean) => ({ user: sessionFor({ canMakeTemplate }).session!.user, mode: 'text' as const });

test('without canMakeTemplate the templates page is refused (section 6)', () => {
  const rule = routeByName.get('templates')!.rule;
  expect(refusalOf(viewer(false), rule)).toBe('forbidden');
  expect(refusalOf(viewer(true), rule)).toBeNull();
  expect(routeByName.get('templates')!.page).toBeDefined();
});

test('the template form applies the domain rules: no field at the start, at most 10 fields', () => {
  expect(templateContentErrors('Hi [name]')).toEqual([]);
  expect(templateContentErrors('  [name] hi')).toEqual([{ key: 'templates.form.startsWithField' }]);
  const eleven = `Hi ${'[a] '.repeat(11)}`;
  expect(templateContentErrors(eleven)).toEqual([{ key: 'templates.form.tooManyFields', values: { count: 11, max: 10 } }]);
  // Not a field of any list is the composer's warning, not a template error.
  expect(templateContentErrors('Hi [unknown field]')).toEqual([]);
});
