/** The numbers typed in a box: one a line or separated by commas or spaces, each once, in the order typed. */
export function typedNumbers(text: string): string[] {
  const all = text
    .split(/[\s,;]+/)
    .map((n) => n.replace(/-/g, ''))
    .filter(Boolean);
  return [...new Set(all)];
}

/** The ones the contract refuses (digits only, 9 to 16 of them). */
export const badNumbers = (numbers: readonly string[]): string[] => numbers.filter((n) => !/^[0-9]{9,16}$/.test(n));
