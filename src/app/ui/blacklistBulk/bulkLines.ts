/**
 * Pasted numbers, as the server reads them (split on new lines, commas, semicolons and
 * spaces), and the line each invalid number the server returns came from.
 */
const separators = /[\s,;]+/;

export const pastedNumbers = (text: string): string[] => text.split(separators).filter(Boolean);

/** The server cuts each invalid value it returns to this many characters. */
const returnedLength = 30;

export interface InvalidLine {
  /** 1-based line of the pasted text; undefined for a file, whose rows the server does not return. */
  line?: number;
  phone: string;
}

export function invalidLinesOf(invalidPhones: readonly string[], pasted: string | null): InvalidLine[] {
  if (pasted === null) return invalidPhones.map((phone) => ({ phone }));
  const lineOf = new Map<string, number[]>();
  pasted.split(/\r?\n/).forEach((line, index) => {
    for (const token of pastedNumbers(line)) {
      const key = token.slice(0, returnedLength);
      lineOf.set(key, [...(lineOf.get(key) ?? []), index + 1]);
    }
  });
  // The same bad value typed twice is returned twice: each takes the next line it was on.
  return invalidPhones.map((phone) => ({ phone, line: lineOf.get(phone)?.shift() }));
}
