/**
 * forbidden-text.check-1k-words: one check of a 1,005-character message (Hebrew and English,
 * with disguised spellings) against 1,000 prohibited words with their variants (look-alikes,
 * niqqud, final letters), the words compiled once as the server does per change of the list.
 * The median of many checks, in microseconds. Runnable alone:
 * node -r esbuild-register scripts/benches/forbiddenText.ts
 */
import { forbiddenWordsIn } from '../../src/domain/sendingRules';

type Print = (name: string, value: string | number, unit: string) => void;

const hebrew = 'אבגדהוזחטיכלמנסעפצקרשת';
const latin = 'abcdefghijkmnopqrstuvwxyz';

/** A reproducible word of 4 to 9 letters, Hebrew or Latin by turns, some with a variant's marks. */
function wordOf(i: number): string {
  const letters = i % 2 ? hebrew : latin;
  let seed = i * 7919 + 17;
  let word = '';
  for (let n = 4 + (i % 6); n > 0; n -= 1) {
    seed = (seed * 48271) % 2147483647;
    word += letters[seed % letters.length];
  }
  // Variants as stored by administrators: with niqqud, a final letter, a phrase of two words.
  if (i % 10 === 3) return `${word[0]}\u05b4${word.slice(1)}`;
  if (i % 10 === 5) return `${word}ם`;
  if (i % 10 === 7) return `${word.slice(0, 3)} ${word.slice(3)}`;
  return word;
}

function messageOf(words: string[]): string {
  const parts = ['שלום לכולם, המבצע הגדול של השנה מתחיל היום!', 'Great offers for our customers, reply STOP to unsubscribe.'];
  // Disguised spellings of some words, which must be found.
  parts.push(`${words[10].split('').join('.')} ${words[20].replace(/a/g, 'а')} ${words[31]}\u200b`);
  let text = parts.join(' ');
  while (text.length < 1005) text += ' הנחה גדולה על כל המוצרים בחנות special price today';
  return text.slice(0, 1005);
}

export function benchForbiddenText(print: Print): void {
  const words = Array.from({ length: 1000 }, (_, i) => wordOf(i));
  const message = messageOf(words);
  if (forbiddenWordsIn(message, words).length < 3) throw new Error('the disguised words were not found');
  for (let i = 0; i < 200; i += 1) forbiddenWordsIn(message, words);
  const times: number[] = [];
  for (let i = 0; i < 2000; i += 1) {
    const start = process.hrtime.bigint();
    forbiddenWordsIn(message, words);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  print('forbidden-text.check-1k-words', times[times.length >> 1].toFixed(1), 'µs');
}

if (require.main === module) benchForbiddenText((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`));
