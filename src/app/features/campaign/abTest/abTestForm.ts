/**
 * The composer's A/B test (issue 21, domain/abTests.ts): version 1 is the message the composer
 * already edits (its links, fields and counter), the section adds versions 2 to 4, the test
 * share, the metric and the delay. The request carries all versions in order.
 */
import { abDelayMinutesDefault, abShareDefault, abTestProblem, abVariantsMax, type AbMetric } from '../../../../domain/abTests';
import type { CampaignsAbTest } from '../../../api/generated/campaigns';
import type { Timing } from '../campaignForm';

export interface AbTestForm {
  /** Versions 2..n; version 1 is the composer's message. */
  others: string[];
  sharePercent: number;
  metric: AbMetric;
  delayMinutes: number;
}

export const newAbTest: AbTestForm = { others: [''], sharePercent: abShareDefault, metric: 'clicks', delayMinutes: abDelayMinutesDefault };

/** Versions 2..4 besides the message. */
export const maxOtherVariants = abVariantsMax - 1;

export const abTestRequest = (content: string, test: AbTestForm): CampaignsAbTest => ({
  variants: [content, ...test.others],
  sharePercent: test.sharePercent,
  metric: test.metric,
  delayMinutes: test.delayMinutes,
});

/** A saved campaign's test back in the section: version 1 is its message (smsContent), the rest are the others. */
export const abTestFormOf = (test: CampaignsAbTest): AbTestForm => {
  const others = test.variants.slice(1, abVariantsMax);
  return { others: others.length ? others : [''], sharePercent: test.sharePercent, metric: test.metric, delayMinutes: test.delayMinutes };
};

/** The i18n key of what keeps the test from being sent, or null; the server checks the same. */
export function abTestProblemOf(content: string, test: AbTestForm | null, timing: Timing): string | null {
  if (!test) return null;
  // A test is sent once, now or at a time: the server refuses it repeating, in packets or on birthdays.
  if (timing.kind !== 'now' && timing.kind !== 'future') return 'campaign.abTest.errors.sentOnce';
  const problem = abTestProblem(abTestRequest(content, test));
  return problem ? `campaign.abTest.errors.${problem}` : null;
}
