import { abShuffle, abShuffled, abSplit, abTestProblem, abWinner, type VariantFigures } from './abTests';

const figures = (sent: number, counts: Partial<VariantFigures> = {}): VariantFigures => ({ sent, delivered: 0, clicks: 0, replies: 0, ...counts });
const choice = { variants: ['A', 'B'], sharePercent: 20, metric: 'clicks' as const, delayMinutes: 60 };

describe('A/B tests (issue 21)', () => {
  test('rule: 2 to 4 non-empty variants, a share of 5 to 50 %, a delay of 1 minute to a week', () => {
    expect(abTestProblem(choice)).toBeNull();
    expect(abTestProblem({ ...choice, variants: ['A'] })).toBe('variantCount');
    expect(abTestProblem({ ...choice, variants: ['A', 'B', 'C', 'D', 'E'] })).toBe('variantCount');
    expect(abTestProblem({ ...choice, variants: ['A', '  '] })).toBe('emptyVariant');
    expect(abTestProblem({ ...choice, sharePercent: 4 })).toBe('share');
    expect(abTestProblem({ ...choice, sharePercent: 51 })).toBe('share');
    expect(abTestProblem({ ...choice, sharePercent: 50, variants: ['A', 'B', 'C', 'D'] })).toBeNull();
    expect(abTestProblem({ ...choice, delayMinutes: 0 })).toBe('delay');
    expect(abTestProblem({ ...choice, delayMinutes: 7 * 24 * 60 + 1 })).toBe('delay');
    expect(abTestProblem({ ...choice, delayMinutes: 1.5 })).toBe('delay');
  });

  test('rule: the test share is split evenly, the first variants taking the remainder; every part needs a recipient', () => {
    expect(abSplit(100, 20, 2)).toEqual({ variants: [10, 10], rest: 80 });
    expect(abSplit(100, 10, 3)).toEqual({ variants: [4, 3, 3], rest: 90 });
    // A small list still gives each variant one recipient.
    expect(abSplit(5, 5, 2)).toEqual({ variants: [1, 1], rest: 3 });
    expect(abSplit(2, 20, 2)).toBeNull();
    expect(abSplit(3, 50, 2)).toEqual({ variants: [1, 1], rest: 1 });
    expect(abSplit(3, 50, 3)).toBeNull();
  });

  test('rule: the split order is a random permutation of the list, the same for the same campaign', () => {
    for (const n of [3, 10, 97, 1000]) {
      const shuffle = abShuffle(n, 42);
      const positions = Array.from({ length: n }, (_, i) => abShuffled(i + 1, n, shuffle));
      expect(new Set(positions).size).toBe(n);
      expect(Math.min(...positions)).toBe(1);
      expect(Math.max(...positions)).toBe(n);
      expect(abShuffle(n, 42)).toEqual(shuffle);
    }
    // Not the list order: the test share is spread over the list, not its head.
    const order = Array.from({ length: 1000 }, (_, i) => abShuffled(i + 1, 1000, abShuffle(1000, 7)));
    expect(order.slice(0, 100).some((p) => p > 500)).toBe(true);
  });

  test('rule: the winner has the best share by the metric; a tie goes to the first variant', () => {
    expect(abWinner([figures(10, { clicks: 2 }), figures(10, { clicks: 5 })], 'clicks')).toBe(1);
    expect(abWinner([figures(10, { clicks: 3 }), figures(10, { clicks: 3 })], 'clicks')).toBe(0);
    expect(abWinner([figures(10, { clicks: 1 }), figures(10, { clicks: 4 }), figures(10, { clicks: 4 })], 'clicks')).toBe(1);
    // Shares, not counts: 3 of 11 is less than 3 of 10.
    expect(abWinner([figures(11, { replies: 3 }), figures(10, { replies: 3 })], 'replies')).toBe(1);
    expect(abWinner([figures(10, { delivered: 9 }), figures(10, { delivered: 10, clicks: 0 })], 'delivery')).toBe(1);
    expect(abWinner([figures(0), figures(0)], 'clicks')).toBe(0);
  });
});
