/**
 * How faithfully a callee heard a recording: the heard signal is aligned to the sent one by
 * cross-correlation (it starts later by the network and jitter buffer's delay), then compared.
 */
export interface AudioMatch {
  /** Pearson correlation of the aligned signals: 1 is identical in shape. */
  correlation: number;
  /** How much later the heard signal starts, in ms. */
  lagMs: number;
  /** Share of the sent samples the heard signal covers once aligned. */
  covered: number;
}

export function audioMatch(sentSamples: Int16Array, heardSamples: Int16Array, maxLagSamples = 8_000): AudioMatch {
  const sent = Float64Array.from(sentSamples);
  const heard = Float64Array.from(heardSamples);
  let best = { score: -Infinity, lag: 0 };
  for (let lag = -maxLagSamples; lag <= maxLagSamples; lag += 1) {
    let dot = 0;
    // Bounds outside the loop: under Jest a global such as Math is slow to reach (vm context).
    const end = Math.min(heard.length, sent.length + lag);
    // Every 4th sample is enough to find the lag; the final figure uses all of them.
    for (let i = Math.max(0, lag); i < end; i += 4) dot += heard[i] * sent[i - lag];
    if (dot > best.score) best = { score: dot, lag };
  }
  const { lag } = best;
  let dot = 0;
  let sentEnergy = 0;
  let heardEnergy = 0;
  const from = Math.max(0, lag);
  const to = Math.min(heard.length, sent.length + lag);
  for (let i = from; i < to; i += 1) {
    dot += heard[i] * sent[i - lag];
    sentEnergy += sent[i - lag] ** 2;
    heardEnergy += heard[i] ** 2;
  }
  return { correlation: dot / Math.sqrt(sentEnergy * heardEnergy || 1), lagMs: lag / 8, covered: Math.max(0, to - from) / sent.length };
}
