import type { Db } from '../../db/database';
import { sendSystemMail, sendSystemSms } from '../outbox';
import { onEachDatabase } from '../../test/signIn';
import { testDatabase } from '../testCampaigns';
import { retryDelayMs, startMailSender } from './mailSender';
import { closedSmtpUrl, startSmtpPeer, type TestSmtpPeer } from './testSmtpPeer';

const minute = 60_000;
const from = 'no-reply@sms.example';

onEachDatabase('mail sender (a real SMTP peer)', (dbOptions) => {
  let db: Db;
  let close: () => Promise<void>;
  let peer: TestSmtpPeer;

  beforeEach(async () => {
    ({ db, close } = await testDatabase(dbOptions));
    peer = await startSmtpPeer();
  });
  afterEach(async () => {
    await peer.close();
    await close();
  });

  const row = (id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const lastMailId = async () => (await db.selectFrom('outbox').select('id').where('channel', '=', 'mail').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

  it('delivers a pending outbox mail over SMTP with its envelope, subject, text and HTML part, and marks it sent', async () => {
    const clock = Date.now();
    await sendSystemMail(db, { to: 'owner@example.com', subject: 'הודעה מ-0501234567', text: 'שלום', html: '<div dir="rtl">שלום</div>', now: clock });
    const id = await lastMailId();
    const sender = startMailSender(db, { smtpUrl: peer.url, from, intervalMs: 0, now: () => clock });

    expect(await sender.runOnce()).toBe(1);
    await sender.stop();

    expect(peer.received).toEqual([{ from, to: ['owner@example.com'], subject: 'הודעה מ-0501234567', text: 'שלום', html: '<div dir="rtl">שלום</div>' }]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, sent_at: clock, error: null, claimed_by: null });
  });

  it('a refusing peer leaves the row pending with the try counted and its reason, and it is sent again after the backoff', async () => {
    let clock = Date.now();
    await sendSystemMail(db, { to: 'owner@example.com', subject: 's', text: 't', now: clock });
    const id = await lastMailId();
    peer.refuse = 'Mailbox unavailable';
    const sender = startMailSender(db, { smtpUrl: peer.url, from, intervalMs: 0, now: () => clock, backoffMs: minute });

    expect(await sender.runOnce()).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: clock + minute, claimed_by: null });
    expect(failed.error).toMatch(/550.*Mailbox unavailable/);

    // Not before its time, even when the peer is back.
    peer.refuse = null;
    clock += minute - 1;
    expect(await sender.runOnce()).toBe(0);
    expect(peer.received).toHaveLength(0);
    clock += 1;
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();
    expect(peer.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('a peer that is down leaves the row pending with the attempt counted; after its last try it is failed for good', async () => {
    let clock = Date.now();
    await sendSystemMail(db, { to: 'owner@example.com', subject: 's', text: 't', now: clock });
    const id = await lastMailId();
    const sender = startMailSender(db, { smtpUrl: await closedSmtpUrl(), from, intervalMs: 0, now: () => clock, backoffMs: minute, maxAttempts: 3 });

    await sender.runOnce();
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.error).toMatch(/ECONNREFUSED/);
    clock = first.next_attempt_at;
    await sender.runOnce();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2, next_attempt_at: clock + retryDelayMs(2, minute) });
    clock += retryDelayMs(2, minute);
    await sender.runOnce();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3 });
    clock += 3_600_000;
    await sender.runOnce();
    await sender.stop();
    expect((await row(id)).attempts).toBe(3);
  });

  it('leaves system SMS and stale mail in the outbox, and takes back a row a dead sender left mid-send', async () => {
    const clock = Date.now();
    await sendSystemSms(db, { to: '0501234567', text: 'code 1234', now: clock });
    await sendSystemMail(db, { to: 'old@example.com', subject: 'old code', text: '1234', now: clock - 2 * 86_400_000 });
    await sendSystemMail(db, { to: 'stuck@example.com', subject: 'stuck', text: 'left by a dead sender', now: clock });
    const stuck = await lastMailId();
    await db.updateTable('outbox').set({ status: 'sending', claimed_by: 'dead', claimed_at: clock - 10 * minute }).where('id', '=', stuck).execute();
    const sender = startMailSender(db, { smtpUrl: peer.url, from, intervalMs: 0, now: () => clock, staleClaimMs: 5 * minute });

    expect(await sender.runOnce()).toBe(1);
    await sender.stop();
    expect(peer.received.map((m) => m.to)).toEqual([['stuck@example.com']]);
    expect(await db.selectFrom('outbox').select(['channel', 'status']).orderBy('id').execute()).toEqual([
      { channel: 'sms', status: 'kept' },
      { channel: 'mail', status: 'pending' },
      { channel: 'mail', status: 'sent' },
    ]);
  });

  it('two senders at once mail each row once', async () => {
    const clock = Date.now();
    for (let i = 0; i < 6; i += 1) await sendSystemMail(db, { to: `r${i}@example.com`, subject: `s${i}`, text: 't', now: clock });
    const a = startMailSender(db, { smtpUrl: peer.url, from, intervalMs: 0, now: () => clock });
    const b = startMailSender(db, { smtpUrl: peer.url, from, intervalMs: 0, now: () => clock });
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(sentA + sentB).toBe(6);
    expect(peer.received.map((m) => m.subject).sort()).toEqual(['s0', 's1', 's2', 's3', 's4', 's5']);
  });
});
