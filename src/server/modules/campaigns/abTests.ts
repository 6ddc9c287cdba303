/**
 * A/B tests at acceptance (issue 21, domain/abTests.ts). A campaign with a test is accepted as
 * any other (acceptance.ts: recipients, credits, its links, one transaction), with the body's
 * content set to the variant that costs most, so the reservation covers the whole list whichever
 * variant wins; what the winner costs less is given back once the rest is made (abDecision.ts).
 * Then, in the same transaction, the recipients are put in the test's random order, one
 * shipment per variant takes its share, and the rest's shipment waits for the decision.
 */
import { sql } from 'kysely';
import type { CampaignsAbTest, CampaignsSendRequest } from '../../../contract/campaigns';
import { abShuffle, abSplit, abTestProblem, type AbSplit } from '../../../domain/abTests';
import { messageCost } from '../../../domain/messageParts';
import type { Db } from '../../db/database';
import { markTestVersions } from '../../campaigns/store';
import { takeCampaignLinks } from '../links/store';
import { SendCampaign } from '../../../contract/statusCodes';

/** The rest's shipment is due only when the decision makes it so: until then, never (year 9999). */
export const restAwaitingDecision = 253_402_300_799_000;
const minuteMs = 60_000;

/**
 * The refusal of a badly formed test, or of a test on a campaign that is not sent once. A
 * draft sent, or a campaign edited before it went (edits.ts: not once sending), is replaced by
 * a new campaign in one transaction, so its test starts like any other.
 */
export function abTestRefusal(body: CampaignsSendRequest): number | null {
  const test = body.abTest;
  if (!test) return null;
  const problem = abTestProblem(test);
  if (problem === 'variantCount') return SendCampaign.abVariantCount;
  if (problem === 'emptyVariant') return SendCampaign.abEmptyVariant;
  if (problem === 'share') return SendCampaign.abShare;
  if (problem === 'delay') return SendCampaign.abDelay;
  const repeating = body.isReusable || (body.selectedDays?.length ?? 0) > 0 || body.birthdayCampaign;
  if (repeating || body.packets?.amount) return SendCampaign.abSentOnce;
  return null;
}

/** The variant whose text costs most (then the longest): the one the whole list is reserved with. */
export function costliestVariant(variants: string[]): string {
  const measured = variants.map((text) => ({ text, cost: messageCost(text) }));
  measured.sort((a, b) => b.cost.credits - a.cost.credits || b.cost.length - a.cost.length);
  return measured[0].text;
}

/** The body acceptance measures and reserves with: the costliest variant as its content. */
export const bodyForAcceptance = (body: CampaignsSendRequest & { abTest: CampaignsAbTest }): CampaignsSendRequest => ({ ...body, smsContent: costliestVariant(body.abTest.variants) });

/** The request the campaign keeps (get-campaign-data gives it back to copy): its message is variant 1, as the composer wrote it. */
export const keptAbRequest = (body: CampaignsSendRequest, test: CampaignsAbTest | undefined): CampaignsSendRequest => (test ? { ...body, smsContent: test.variants[0] } : body);

/** The shipments of a test: each variant's share from its time, then the rest, waiting. */
export function abShipments(split: AbSplit, start: number): { from: number; to: number; at: number }[] {
  const shipments: { from: number; to: number; at: number }[] = [];
  let from = 1;
  for (const size of split.variants) {
    shipments.push({ from, to: from + size - 1, at: start });
    from += size;
  }
  shipments.push({ from, to: from + split.rest - 1, at: restAwaitingDecision });
  return shipments;
}

export const splitOf = (test: CampaignsAbTest, recipients: number): AbSplit | null => abSplit(recipients, test.sharePercent, test.variants.length);

/**
 * After acceptCampaign wrote the campaign and its shipments (in the caller's transaction): the
 * recipients in the test's order, each shipment's variant, the links the other variants name,
 * and the decision due `delayMinutes` after the start.
 */
export async function startAbTest(
  trx: Db,
  input: { campaignId: number; account: number; test: CampaignsAbTest; recipients: number; start: number; linkBase: string; now: number },
): Promise<void> {
  const { campaignId, test, recipients: n } = input;
  // Two steps through negative numbers: (campaign_id, seq) is the key, and one step would collide midway.
  const { multiplier, offset } = abShuffle(n, campaignId);
  await trx
    .updateTable('campaign_recipients')
    .set({ seq: sql<number>`-((((cast(seq as bigint) - 1) * ${multiplier} + ${offset}) % ${n}) + 1)` })
    .where('campaign_id', '=', campaignId)
    .execute();
  await trx.updateTable('campaign_recipients').set({ seq: sql<number>`-seq` }).where('campaign_id', '=', campaignId).execute();

  const shipments = await markTestVersions(trx, campaignId, test.variants.length);
  // Acceptance took the links the costliest variant names; the others' are the campaign's too.
  await takeCampaignLinks(trx, { account: input.account, campaignId, content: test.variants.join('\n'), base: input.linkBase, now: input.now });
  await trx
    .insertInto('ab_tests')
    .values({
      campaign_id: campaignId,
      account_id: input.account,
      metric: test.metric,
      share_percent: test.sharePercent,
      delay_minutes: test.delayMinutes,
      decide_at: input.start + test.delayMinutes * minuteMs,
      rest_shipment_id: shipments[test.variants.length]?.id ?? null,
    })
    .execute();
}
