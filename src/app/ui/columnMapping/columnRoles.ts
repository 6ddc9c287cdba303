/**
 * What each column of an uploaded file holds (section 9: the mobile column is required, each
 * choice is made once): the first guess from the header words in the four languages, the
 * problems to say before sending, and the mapping the contract takes.
 */
import type { ContactsColumnMapping } from '../../api/generated/contacts';
import { normalizeListPhone } from '../../../domain/phones';

export const columnRoles = ['mobile', 'field1', 'field2', 'field3', 'field4', 'field5', 'field6', 'email'] as const;
export type ColumnRole = (typeof columnRoles)[number];
/** One entry per file column; 'ignore' leaves the column out. */
export type ColumnChoice = ColumnRole | 'ignore';

export interface MappingDraft {
  choices: ColumnChoice[];
  hasHeaderRow: boolean;
}

/**
 * Header words per role, checked in this order so "last name" wins over "name" and
 * "birth date" over a bare "date". Short words match only a whole header.
 */
const headerWords: [ColumnRole, string[]][] = [
  ['mobile', ['טלפון', 'נייד', 'פלאפון', 'סלולרי', 'סלולר', 'מספר טלפון', 'mobile', 'phone', 'cell', 'cellphone', 'tel', 'msisdn', 'телефон', 'мобильный', 'сотовый', 'هاتف', 'جوال', 'موبايل', 'محمول', 'الهاتف', 'رقم الهاتف']],
  ['field6', ['תאריך לידה', 'יום הולדת', 'לידה', 'birth', 'birthday', 'birth date', 'date of birth', 'dob', 'дата рождения', 'день рождения', 'تاريخ الميلاد', 'عيد ميلاد', 'الميلاد']],
  ['email', ['מייל', 'אימייל', 'דואל', 'דואר אלקטרוני', 'email', 'e-mail', 'mail', 'почта', 'эл почта', 'بريد', 'البريد الإلكتروني', 'ايميل', 'إيميل']],
  ['field2', ['שם משפחה', 'משפחה', 'last name', 'lastname', 'surname', 'family name', 'фамилия', 'اسم العائلة', 'العائلة', 'الكنية']],
  ['field1', ['שם', 'שם פרטי', 'שם מלא', 'name', 'first name', 'firstname', 'full name', 'имя', 'имя и фамилия', 'اسم', 'الاسم', 'الاسم الأول']],
];

/** Lower case, no quotes (דוא"ל, דוא״ל), dots or underscores, single spaces. */
export const normalizeHeader = (text: string): string =>
  text
    .toLocaleLowerCase()
    .replace(/["'״׳`._:]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const matches = (header: string, word: string): boolean => header === word || (word.length >= 4 && header.includes(word));

function roleOfHeader(header: string, listTitles: readonly string[], taken: Set<ColumnChoice>): ColumnRole | null {
  const text = normalizeHeader(header);
  if (!text) return null;
  // The list's own titles come first: a file downloaded from this list maps back to it.
  const titleIndex = listTitles.findIndex((title, i) => i < 6 && title && normalizeHeader(title) === text);
  if (titleIndex >= 0) {
    const role = `field${titleIndex + 1}` as ColumnRole;
    if (!taken.has(role)) return role;
  }
  for (const [role, words] of headerWords) {
    if (!taken.has(role) && words.some((word) => matches(text, normalizeHeader(word)))) return role;
  }
  return null;
}

const looksLikePhone = (cell: string | undefined): boolean => Boolean(cell && /^[+\d][\d\s()-]{6,}$/.test(cell.trim()) && normalizeListPhone(cell));

/** The first guess: header words first, then the column whose cells look like phones. */
export function guessMapping(rows: readonly string[][], listTitles: readonly string[] = []): MappingDraft {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const first = rows[0] ?? [];
  const taken = new Set<ColumnChoice>();
  const choices: ColumnChoice[] = Array.from({ length: width }, (_, column) => {
    const role = roleOfHeader(first[column] ?? '', listTitles, taken);
    if (role) taken.add(role);
    return role ?? 'ignore';
  });
  const headerRecognised = taken.size > 0;
  if (!taken.has('mobile')) {
    const body = rows.slice(1);
    const phoneColumn = choices.findIndex((choice, column) => choice === 'ignore' && body.length > 0 && body.filter((row) => looksLikePhone(row[column])).length * 2 >= body.length);
    if (phoneColumn >= 0) choices[phoneColumn] = 'mobile';
  }
  const mobile = choices.indexOf('mobile');
  // A first row whose mobile cell is itself a phone number is a contact, not titles.
  const hasHeaderRow = headerRecognised || (mobile >= 0 && !looksLikePhone(first[mobile]));
  return { choices, hasHeaderRow: rows.length > 1 ? hasHeaderRow : false };
}

export interface MappingProblems {
  noMobile: boolean;
  /** Roles chosen for more than one column. */
  twice: ColumnRole[];
}

export function mappingProblems(choices: readonly ColumnChoice[]): MappingProblems {
  const counts = new Map<ColumnRole, number>();
  for (const choice of choices) if (choice !== 'ignore') counts.set(choice, (counts.get(choice) ?? 0) + 1);
  return { noMobile: !counts.has('mobile'), twice: columnRoles.filter((role) => (counts.get(role) ?? 0) > 1) };
}

export const hasProblems = (problems: MappingProblems): boolean => problems.noMobile || problems.twice.length > 0;

/** The contract's mapping (0-based columns); call only when mappingProblems found none. */
export function toColumnMapping({ choices, hasHeaderRow }: MappingDraft): ContactsColumnMapping {
  const mapping: ContactsColumnMapping = { mobile: choices.indexOf('mobile'), hasHeaderRow };
  choices.forEach((choice, column) => {
    if (choice !== 'ignore' && choice !== 'mobile') mapping[choice] = column;
  });
  return mapping;
}
