/** Seeded randomness for the simulator and the test SMSC: the same seed, the same outcomes. */
export type Random = () => number;

/** mulberry32: small, fast and good enough to draw outcomes; Math.random without a seed. */
export function randomFrom(seed?: number): Random {
  if (seed === undefined) return Math.random;
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One key drawn by weight (weights need not sum to 1); null when every weight is 0. */
export function drawWeighted<K extends string>(weights: Partial<Record<K, number>>, random: Random): K | null {
  const entries = (Object.entries(weights) as [K, number | undefined][]).filter((e): e is [K, number] => (e[1] ?? 0) > 0);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (const [key, weight] of entries) {
    point -= weight;
    if (point < 0) return key;
  }
  return entries[entries.length - 1]?.[0] ?? null;
}
