/**
 * The prohibited-words rule (section 8 and the prohibited-word-permission screen): whether a text
 * holds a prohibited word, also when it is disguised. Every send asks it through
 * sendingRules.forbiddenWordsIn: SMS text and its automatic answers, the example send, the chat,
 * check-forbidden-text, the voice text read aloud and WhatsApp template values.
 *
 * A text and a word are read as the same "skeleton" of letters:
 * - case, and accents or Hebrew niqqud and cantillation (combining marks, after NFKD), are ignored;
 * - zero-width and direction marks (Unicode format characters) are ignored, as if absent;
 * - look-alike letters read as the letter they imitate: Cyrillic and Greek as Latin ("саsinо"),
 *   digits and signs as letters ("c4s1n0", "$", "@"), and Hebrew final letters as their plain form;
 * - spaces and punctuation inside a word are ignored ("c.a s-i_n o"), while the word must still
 *   start and end where a word does, so "class" does not hold "ass";
 * - a letter written three times or more stands for itself once or more ("caaasino"), while a
 *   doubled letter must stay doubled: "as" is not "ass", and "good" is not "god".
 *
 * The words are compiled once into a trie of letter runs (compileForbiddenWords); a check walks
 * it from each place a word may start, so a 1,000-character text against 1,000 words costs
 * microseconds (`npm run bench`: forbidden-text.check-1k-words).
 */

/** Look-alikes, each read as the one letter it imitates (after lower case and NFKD). */
const lookAlikes: Record<string, string> = {
  // Cyrillic letters that look Latin.
  а: 'a', в: 'b', е: 'e', ё: 'e', з: 'e', і: 'i', ї: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', п: 'n', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ɡ: 'g',
  // Greek letters that look Latin.
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ς: 's', ζ: 'z',
  // Digits and signs written for letters; 1, l and | all stand as the i they imitate.
  '0': 'o', '1': 'i', l: 'i', '|': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '€': 'e',
  // Hebrew final letters are the same letters; Yiddish ligatures are their two letters.
  ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ', װ: 'וו', ױ: 'וי', ײ: 'יי',
};

const letterOrDigit = /[\p{L}\p{N}]/u;
/** Read as absent: combining marks (niqqud, accents), format characters (zero-width, direction marks) and the Arabic stretching tatweel. */
const ignored = /[\p{M}\p{Cf}\u0640]/u;

/** A text's letters with, for each, whether a space or punctuation came right before it. */
interface Skeleton {
  letters: string[];
  separatedBefore: boolean[];
}

/**
 * How each character reads: '' absent, ' ' a separator, else the letter(s) it stands for. Filled
 * on first sight of a character, so a check pays the Unicode classes once per character, not per use.
 */
const readings = new Map<number, string>();

function readingOf(code: number, character: string): string {
  let read = readings.get(code);
  if (read === undefined) {
    if (ignored.test(character)) read = '';
    else {
      const alike = lookAlikes[character];
      read = alike ?? (letterOrDigit.test(character) ? character : ' ');
    }
    readings.set(code, read);
  }
  return read;
}

function skeletonOf(text: string): Skeleton {
  const letters: string[] = [];
  const separatedBefore: boolean[] = [];
  let separated = true;
  const flat = text.normalize('NFKD').toLowerCase();
  for (let i = 0; i < flat.length; i += 1) {
    const code = flat.charCodeAt(i);
    // The common case first: plain a-z (but l, read as i) costs no lookup.
    if (code >= 97 && code <= 122 && code !== 108) {
      letters.push(flat[i]);
      separatedBefore.push(separated);
      separated = false;
      continue;
    }
    // A character beyond the first plane (an emoji, a styled letter) is read whole.
    const astral = code >= 0xd800 && code <= 0xdbff && i + 1 < flat.length;
    const character = astral ? flat.slice(i, i + 2) : flat[i];
    if (astral) i += 1;
    const read = readingOf(astral ? flat.codePointAt(i - 1)! : code, character);
    if (read === ' ') separated = true;
    else
      for (let j = 0; j < read.length; j += 1) {
        letters.push(read[j]);
        separatedBefore.push(separated);
        separated = false;
      }
  }
  return { letters, separatedBefore };
}

/** A stretched letter (three times or more) stands for any count; otherwise the count must be the word's. */
const countMatches = (inText: number, inWord: number): boolean => inText === inWord || (inText >= 3 && inText >= inWord);

interface Node {
  /** By letter: the next runs of the words, each with how many times the letter is written. */
  next: Map<string, { count: number; node: Node }[]>;
  /** The words (as given) that end after this run. */
  words: string[];
}

const newNode = (): Node => ({ next: new Map(), words: [] });

/** A compiled word list: build it once per list, check many texts with it. */
export interface ForbiddenWords {
  wordsIn(text: string): string[];
}

/** Compiles the prohibited words (as stored) into the trie every check walks. */
export function compileForbiddenWords(words: readonly string[]): ForbiddenWords {
  const root = newNode();
  const order = new Map<string, number>();
  words.forEach((word, index) => {
    const { letters } = skeletonOf(word);
    if (!letters.length) return;
    order.set(word, index);
    let node = root;
    for (let i = 0; i < letters.length; ) {
      let end = i;
      while (end < letters.length && letters[end] === letters[i]) end += 1;
      const branches = node.next.get(letters[i]) ?? [];
      node.next.set(letters[i], branches);
      let branch = branches.find((b) => b.count === end - i);
      if (!branch) {
        branch = { count: end - i, node: newNode() };
        branches.push(branch);
      }
      node = branch.node;
      i = end;
    }
    node.words.push(word);
  });
  return {
    wordsIn(text: string): string[] {
      if (!root.next.size) return [];
      const found = new Set<string>();
      const { letters, separatedBefore } = skeletonOf(text);
      const n = letters.length;
      const boundaryAt = (q: number) => q === n || separatedBefore[q];
      const walk = (node: Node, i: number): void => {
        const branches = node.next.get(letters[i]);
        if (!branches) return;
        let end = i;
        while (end < n && letters[end] === letters[i]) end += 1;
        for (const { count, node: child } of branches) {
          if (child.words.length) {
            // A word may end at the end of the run, or inside it where a space splits it ("sad dog").
            for (let q = i + 1; q <= end; q += 1) {
              if ((q === end || separatedBefore[q]) && boundaryAt(q) && countMatches(q - i, count)) {
                for (const word of child.words) found.add(word);
                break;
              }
            }
          }
          if (child.next.size && end < n && countMatches(end - i, count)) walk(child, end);
        }
      };
      for (let start = 0; start < n; start += 1) if (separatedBefore[start]) walk(root, start);
      return [...found].sort((a, b) => order.get(a)! - order.get(b)!);
    },
  };
}

/**
 * The last lists compiled, with their words: the server reads the words per send, and compiling
 * again only when the list changed keeps each check to the walk alone. Compared word by word (a
 * joined key would cost more than the check).
 */
const compiled: { words: readonly string[]; list: ForbiddenWords }[] = [];
const keptLists = 16;

const sameWords = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((word, i) => word === b[i]);

export function forbiddenWordsOf(words: readonly string[]): ForbiddenWords {
  const kept = compiled.find((entry) => sameWords(entry.words, words));
  if (kept) return kept.list;
  const list = compileForbiddenWords(words);
  if (compiled.length >= keptLists) compiled.shift();
  compiled.push({ words: [...words], list });
  return list;
}

/**
 * A sender name or number as the forbidden-sources list compares it: a number by its digits, a
 * name by its skeleton, so "P4YPAL", "Pay Pal" and "РауРаl" are the forbidden "PayPal".
 */
export function senderKeyOf(source: string): string {
  const trimmed = source.trim();
  if (/^\+?[\d\s\-()]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    // The local and the international form of an Israeli number are the same sender.
    return digits.startsWith('972') ? `0${digits.slice(3)}` : digits;
  }
  return skeletonOf(trimmed).letters.join('');
}
