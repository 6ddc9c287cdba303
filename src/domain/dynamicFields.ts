/**
 * Dynamic fields in a message (section 5): a list field written in square brackets, by
 * what the user calls it ([First name], the header titles of get-dynamic-fields-headers)
 * or by its number ([#1] is DYNAMIC_FIELD1, for lists whose fields have no titles). Each
 * recipient's message is the text with their values in place; its length, credits and
 * parts are counted only then, which is why the length rule cannot be checked before.
 */

/** Section 5 and 9: at most 10 dynamic fields in a message. */
export const maxDynamicFieldsPerMessage = 10;
/** Fields a saved list has; a pasted list has one more, the birth date. */
export const dynamicFieldsPerList = 5;
export const dynamicFieldsPerPastedList = 6;

export interface DynamicFieldRef {
  /** What is written between the brackets, trimmed. */
  name: string;
  /** The field number of [#n], or null for a field written by name. */
  number: number | null;
  /** Where the placeholder, brackets included, starts and ends in the text. */
  start: number;
  end: number;
}

/**
 * A placeholder is a bracketed run of up to 50 characters on one line, with no bracket
 * inside. 50 is the longest list name, and headers are named like lists; anything longer
 * is prose in brackets, not a field.
 */
const placeholder = /\[([^[\]\n]{1,50})\]/g;

/** How names are compared: spaces trimmed and collapsed, case ignored (a user types [name] for "Name"). */
export const dynamicFieldKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every placeholder in the text, in the order written, repeats included. */
export function dynamicFieldsIn(text: string): DynamicFieldRef[] {
  const refs: DynamicFieldRef[] = [];
  for (const m of text.matchAll(placeholder)) {
    const name = (m[1] ?? '').trim();
    if (!name) continue;
    const numbered = /^#(\d{1,2})$/.exec(name);
    const start = m.index ?? 0;
    refs.push({ name, number: numbered ? Number(numbered[1]) : null, start, end: start + m[0].length });
  }
  return refs;
}

/**
 * A recipient's values, by field title and by '#n' for the n-th field. A field present
 * with no value (null, undefined, '') is filled with nothing; a placeholder whose field is
 * absent stays as written, because the user was warned it is not a field and sent anyway.
 */
export type DynamicFieldValues = Readonly<Record<string, string | null | undefined>>;

/**
 * The values of one contact, keyed both ways: titles[i] and values[i] are field i + 1
 * (DYNAMIC_FIELD1..6). An untitled field is still reachable as [#n].
 */
export function dynamicFieldValues(
  titles: readonly (string | null | undefined)[],
  values: readonly (string | null | undefined)[],
): Record<string, string> {
  const out: Record<string, string> = {};
  const count = Math.max(titles.length, values.length);
  for (let i = 0; i < count; i += 1) {
    const value = values[i] ?? '';
    out[`#${i + 1}`] = value;
    const title = titles[i];
    if (title && title.trim() && !(dynamicFieldKey(title) in out)) out[dynamicFieldKey(title)] = value;
  }
  return out;
}

const keyOf = (ref: DynamicFieldRef): string => (ref.number !== null ? `#${ref.number}` : dynamicFieldKey(ref.name));

/**
 * The text parsed once, filled many times: a campaign fills the same text for every
 * recipient, so the placeholders are found once, not a million times.
 */
export function compileDynamicFields(text: string): (fields: DynamicFieldValues) => string {
  const refs = dynamicFieldsIn(text);
  if (refs.length === 0) return () => text;
  const literals: string[] = [];
  let from = 0;
  for (const ref of refs) {
    literals.push(text.slice(from, ref.start));
    from = ref.end;
  }
  literals.push(text.slice(from));
  const keys = refs.map(keyOf);
  const names = refs.map((ref) => ref.name);
  const written = refs.map((ref) => text.slice(ref.start, ref.end));
  return (fields) => {
    // Values keyed as written or already normalized are found directly; other spellings
    // need the normalized copy, made at most once per recipient.
    let normalized: Record<string, string | null | undefined> | null = null;
    let out = literals[0] ?? '';
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i] ?? '';
      const name = names[i] ?? '';
      let value: string | null | undefined;
      let found = true;
      if (Object.hasOwn(fields, key)) value = fields[key];
      else if (Object.hasOwn(fields, name)) value = fields[name];
      else {
        normalized ??= Object.fromEntries(Object.entries(fields).map(([k, v]) => [dynamicFieldKey(k), v]));
        found = Object.hasOwn(normalized, key);
        value = normalized[key];
      }
      out += found ? (value ?? '') : written[i];
      out += literals[i + 1] ?? '';
    }
    return out;
  };
}

/** The text with one recipient's values in place of its placeholders. */
export function fillDynamicFields(text: string, fields: DynamicFieldValues): string {
  return compileDynamicFields(text)(fields);
}

export type DynamicFieldProblem =
  /** Placeholders naming no field of the list: warn, with send anyway or let me fix. */
  | { code: 'missingFields'; fields: string[] }
  | { code: 'tooManyFields'; count: number; max: number }
  /** Only a template is refused for this. */
  | { code: 'templateStartsWithField' };

/**
 * What is wrong with the dynamic fields of a text, given the list's field titles in field
 * order (index 0 is field 1; [#n] exists when the list has n fields). The limit of 10
 * counts placeholders as written, repeats included: a list has at most 6 fields, so a limit
 * on distinct fields could never be reached.
 */
export function dynamicFieldProblems(
  text: string,
  available: readonly string[],
  kind: 'message' | 'template' = 'message',
): DynamicFieldProblem[] {
  const refs = dynamicFieldsIn(text);
  const known = new Set(available.filter((t) => t.trim()).map(dynamicFieldKey));
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    const exists = ref.number !== null ? ref.number >= 1 && ref.number <= available.length : known.has(dynamicFieldKey(ref.name));
    if (!exists && !seen.has(keyOf(ref))) {
      seen.add(keyOf(ref));
      missing.push(ref.name);
    }
  }
  const problems: DynamicFieldProblem[] = [];
  if (missing.length) problems.push({ code: 'missingFields', fields: missing });
  if (refs.length > maxDynamicFieldsPerMessage) {
    problems.push({ code: 'tooManyFields', count: refs.length, max: maxDynamicFieldsPerMessage });
  }
  const first = refs[0];
  if (kind === 'template' && first && text.slice(0, first.start).trim() === '') {
    problems.push({ code: 'templateStartsWithField' });
  }
  return problems;
}
