/**
 * submit_sm refusals through the pipeline and the test SMSC (real sockets). Against SMPPSim
 * ESME_RSYSERR (0x08) was final: 491 of 10,000 recipients never got their message. Transient
 * refusals are tried again (providers/submitErrors.ts); permanent ones fail and are refunded.
 */
import { onEachDatabase } from '../test/signIn';
import { startPipeline } from './pipeline';
import { startSmsc } from './providers/smsc';
import { countByStatus, insertCampaign, testAccount, waitUntil } from './testCampaigns';
import { receivedCounts, smppTo, smscTestSuite } from './testDelivery';

onEachDatabase('submit_sm refusals', (options) => {
  const t = smscTestSuite(options);

  it('delivers a message the SMSC first refused with ESME_RSYSERR (0x08) and charges it once; ESME_RSUBMITFAIL (0x45) fails and is refunded', async () => {
    const { db } = t;
    const refused = new Set<string>();
    const smsc = (t.smsc = await startSmsc({
      answerSubmit: (part) => {
        if (part.to.endsWith('2')) return 0x0045;
        // Phones ending 1: refused once with a system error, taken the next time.
        if (part.to.endsWith('1') && !refused.has(part.to)) {
          refused.add(part.to);
          return 0x0008;
        }
        return 0;
      },
    }));
    const account = await testAccount(db, 1_000);
    const { campaignId, reserved } = await insertCampaign(db, { accountId: account, recipients: 50 });
    t.pipeline = await startPipeline({ db, provider: smppTo(smsc), tickMs: 30, defaultRetryIntervalMs: 50 });
    await waitUntil(async () => (await db.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirstOrThrow()).status === 'sent', 20_000, 'campaign sent');
    await waitUntil(async () => ((await countByStatus(db, campaignId)).submitted ?? 0) === 0, 10_000, 'receipts');

    expect(refused.size).toBe(5);
    expect(smsc.stats.refusedSubmits).toBe(5 + 5);
    const counts = receivedCounts(smsc);
    // 45 recipients got it exactly once (the five refused once among them); the five 0x45 never.
    expect(counts.size).toBe(45);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await countByStatus(db, campaignId)).toEqual({ delivered: 45, failed: 5 });
    const c = await db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    expect(c).toEqual({ credits_spent: reserved - 5, credits_refunded: 5 });
    const balance = await db.selectFrom('balances').select('amount').where('user_id', '=', account).executeTakeFirstOrThrow();
    expect(Number(balance.amount)).toBe(1_000 - reserved + 5);
  });
});
