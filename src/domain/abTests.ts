/**
 * A/B tests with automatic roll-out (issue 21): 2 to 4 variants of a message go to a test
 * share of the list, split evenly; after a delay the variant that did best by the chosen
 * metric is sent to the rest. The composer checks the choice with abTestProblem, the server
 * checks it again, splits the recipients and picks the winner with the same functions.
 */

export type AbMetric = 'clicks' | 'replies' | 'delivery';
export const abMetrics: readonly AbMetric[] = ['clicks', 'replies', 'delivery'];

export const abVariantsMin = 2;
export const abVariantsMax = 4;
/** The test share, in percent of the recipients. */
export const abShareMin = 5;
export const abShareMax = 50;
export const abShareDefault = 20;
/** Minutes from the test's send to the decision: at least one, at most a week. */
export const abDelayMinutesMin = 1;
export const abDelayMinutesMax = 7 * 24 * 60;
export const abDelayMinutesDefault = 120;

export interface AbTestChoice {
  variants: string[];
  sharePercent: number;
  metric: AbMetric;
  delayMinutes: number;
}

export type AbTestProblem = 'variantCount' | 'emptyVariant' | 'share' | 'delay';

const wholeIn = (n: unknown, min: number, max: number): boolean => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** What is wrong with the choice, in the order the composer shows it, or null. */
export function abTestProblem(choice: AbTestChoice): AbTestProblem | null {
  if (!Array.isArray(choice.variants) || choice.variants.length < abVariantsMin || choice.variants.length > abVariantsMax) return 'variantCount';
  if (choice.variants.some((text) => typeof text !== 'string' || !text.trim())) return 'emptyVariant';
  if (!wholeIn(choice.sharePercent, abShareMin, abShareMax)) return 'share';
  if (!wholeIn(choice.delayMinutes, abDelayMinutesMin, abDelayMinutesMax)) return 'delay';
  return null;
}

export interface AbSplit {
  /** Recipients of each variant in the test, in variant order. */
  variants: number[];
  /** Recipients who get the winner. */
  rest: number;
}

/**
 * The test share of `recipients` (rounded, at least one per variant), split evenly: the first
 * variants take one more when it does not divide. Null when the list cannot hold a test: every
 * variant and the rest need at least one recipient.
 */
export function abSplit(recipients: number, sharePercent: number, variantCount: number): AbSplit | null {
  const test = Math.max(variantCount, Math.round((recipients * sharePercent) / 100));
  if (test + 1 > recipients) return null;
  const each = Math.floor(test / variantCount);
  const extra = test % variantCount;
  return { variants: Array.from({ length: variantCount }, (_, i) => each + (i < extra ? 1 : 0)), rest: recipients - test };
}

/** mulberry32: a small seeded generator, so the same campaign always splits the same way. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The random order the recipients are split in: position p (1..n, list order) moves to
 * ((p - 1) × multiplier + offset) mod n + 1. A multiplier coprime to n makes it a permutation,
 * which the database applies in one statement however long the list; drawn from the campaign's
 * id, so a test is reproducible and the variants are spread over the whole list, not its head.
 */
export function abShuffle(recipients: number, seed: number): { multiplier: number; offset: number } {
  if (recipients <= 2) return { multiplier: 1, offset: 0 };
  const random = seeded(seed);
  let multiplier = 1 + Math.floor(random() * (recipients - 1));
  while (gcd(multiplier, recipients) !== 1) multiplier = (multiplier % (recipients - 1)) + 1;
  return { multiplier, offset: Math.floor(random() * recipients) };
}

/** Where position p (1-based) lands in the shuffled order. */
export const abShuffled = (p: number, n: number, shuffle: { multiplier: number; offset: number }): number => (((p - 1) * shuffle.multiplier + shuffle.offset) % n) + 1;

export interface VariantFigures {
  sent: number;
  delivered: number;
  /** Recipients who clicked a link of the message (each once). */
  clicks: number;
  /** Recipients who replied (each once). */
  replies: number;
}

/** What the metric counts of a variant. */
export const metricCount = (figures: VariantFigures, metric: AbMetric): number =>
  metric === 'clicks' ? figures.clicks : metric === 'replies' ? figures.replies : figures.delivered;

/**
 * The winner's index: the highest share of its sent messages by the metric (a variant may have
 * one recipient more than another, so counts alone are not fair). A tie goes to the first of
 * the tied variants, as does a test where nothing was sent.
 */
export function abWinner(figures: VariantFigures[], metric: AbMetric): number {
  let best = 0;
  for (let i = 1; i < figures.length; i += 1) {
    const a = figures[i];
    const b = figures[best];
    // a/sentA > b/sentB without division: an empty variant has rate 0.
    const rateA = a.sent ? metricCount(a, metric) * Math.max(b.sent, 1) : 0;
    const rateB = b.sent ? metricCount(b, metric) * Math.max(a.sent, 1) : 0;
    if (rateA > rateB) best = i;
  }
  return best;
}
