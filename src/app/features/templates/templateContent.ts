/**
 * What the template form says about a content's dynamic fields. The rules are the domain's
 * (src/domain/dynamicFields.ts); a template belongs to no list, so "not a field of the list"
 * cannot be judged here — the composer warns about it once a list is chosen.
 */
import { dynamicFieldProblems, dynamicFieldsIn, maxDynamicFieldsPerMessage } from '../../../domain/dynamicFields';

export interface ContentError {
  key: string;
  values?: Record<string, number>;
}

export function templateContentErrors(content: string): ContentError[] {
  const errors: ContentError[] = [];
  for (const problem of dynamicFieldProblems(content, [], 'template')) {
    if (problem.code === 'tooManyFields') errors.push({ key: 'templates.form.tooManyFields', values: { count: problem.count, max: problem.max } });
    if (problem.code === 'templateStartsWithField') errors.push({ key: 'templates.form.startsWithField' });
  }
  return errors;
}

/** The placeholders as written, each once, in the order they first appear. */
export function templateFieldNames(content: string): string[] {
  return [...new Set(dynamicFieldsIn(content).map((ref) => ref.name))];
}

export const fieldCount = (content: string): number => dynamicFieldsIn(content).length;

export { maxDynamicFieldsPerMessage };
