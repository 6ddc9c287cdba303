import { startSmtpPeer } from '../../messaging/mail/testSmtpPeer';
import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { onEachDatabase } from '../../test/signIn';
import { ownSender, pipelineSuite, sendCampaignCall, sendingAccount } from '../campaigns/sendTesting';

onEachDatabase('SMS-to-mail (the pipeline receiving replies)', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  /** An account that sent a campaign from its attached number 0531230000, with these SMS-to-mail addresses and /settings language. */
  async function answeredAccount(addresses: string[], language?: string) {
    const a = await sendingAccount(suite.t, 10, ['521230001']);
    await ownSender(suite.t.db, a.userId, 'attached', '531230000');
    const sent = (await sendCampaignCall(suite.t, a.token, { smsContent: 'מבצע', destinations: [{ type: 'cl', id: a.listId }], sourceType: 4, sourceNumber: '0531230000', validation: false })).json().data;
    expect(sent.status).toBe(1);
    await suite.t.db
      .updateTable('users')
      .set({ allowed_emails: JSON.stringify(addresses), account_defaults: JSON.stringify(language ? { language } : {}) })
      .where('id', '=', a.userId)
      .execute();
    return a;
  }
  const mailsOf = (userId: number) => suite.t.db.selectFrom('outbox').select(['recipient', 'subject', 'body', 'html', 'status']).where('channel', '=', 'mail').where('user_id', '=', userId).orderBy('id').execute();
  const pipeline = () => suite.startPipeline({ provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 1, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 }), tickMs: 20 });

  test('a reply is written to the outbox for each of the account\'s addresses, in Hebrew right to left by default', async () => {
    const a = await answeredAccount(['one@example.com', 'two@example.com', 'three@example.com']);
    const p = await pipeline();
    await p.receipts.onIncoming({ from: '972521230001', to: '972531230000', text: 'מתי זה מתחיל?\n<b>', receivedAt: Date.now() });

    const mails = await mailsOf(a.userId);
    expect(mails.map((m) => m.recipient)).toEqual(['one@example.com', 'two@example.com', 'three@example.com']);
    for (const mail of mails) {
      expect(mail).toMatchObject({ subject: 'הודעה נכנסת מ-972521230001', body: 'מתי זה מתחיל?\n<b>\n\n972521230001', status: 'pending' });
      expect(mail.html).toContain('<html dir="rtl" lang="he">');
      expect(mail.html).toContain('מתי זה מתחיל?<br>&#60;b&#62;');
    }
  });

  test('an English account gets its mail left to right, with the English subject', async () => {
    const a = await answeredAccount(['owner@example.com'], 'en');
    const p = await pipeline();
    await p.receipts.onIncoming({ from: '972521230001', to: '972531230000', text: 'When?', receivedAt: Date.now() });
    const [mail] = await mailsOf(a.userId);
    expect(mail).toMatchObject({ recipient: 'owner@example.com', subject: 'Incoming SMS from 972521230001' });
    expect(mail?.html).toContain('<html dir="ltr" lang="en">');
  });

  test('no addresses, no mail; a reply to no account mails nobody', async () => {
    const a = await answeredAccount([]);
    const p = await pipeline();
    const before = await suite.t.db.selectFrom('outbox').select('id').where('channel', '=', 'mail').execute();
    await p.receipts.onIncoming({ from: '972521230001', to: '972531230000', text: 'hello', receivedAt: Date.now() });
    await p.receipts.onIncoming({ from: '972521230009', to: '972539999999', text: 'who is this?', receivedAt: Date.now() });
    expect(await mailsOf(a.userId)).toEqual([]);
    expect(await suite.t.db.selectFrom('outbox').select('id').where('channel', '=', 'mail').execute()).toEqual(before);
    // Both replies were stored all the same.
    expect(await suite.t.db.selectFrom('incoming_messages').select('account_id').where('to_number', '=', '972539999999').execute()).toEqual([{ account_id: null }]);
  });

  test('with SMTP_URL the pipeline delivers the reply\'s mail to a real SMTP server and marks it sent', async () => {
    const peer = await startSmtpPeer();
    try {
      const a = await answeredAccount(['smtp@example.com']);
      const p = await suite.startPipeline({
        provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 1, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 }),
        tickMs: 20,
        config: { smpp: null, simulator: {}, mail: { smtpUrl: peer.url, from: 'no-reply@sms.example', mailToSmsPort: null, mailToSmsDomain: 'sms.example', mailToSmsMaxBytes: 102_400 } },
        mailMs: 20,
      });
      await p.receipts.onIncoming({ from: '972521230001', to: '972531230000', text: 'תודה', receivedAt: Date.now() });
      // The earlier tests' mails, still pending in the suite's database, go out too.
      const ours = () => peer.received.find((m) => m.to.includes('smtp@example.com'));
      await waitUntil(async () => ours() !== undefined, 10_000, 'mail delivered');
      expect(ours()).toMatchObject({ from: 'no-reply@sms.example', to: ['smtp@example.com'], subject: 'הודעה נכנסת מ-972521230001' });
      expect(ours()?.text).toContain('תודה');
      expect(ours()?.html).toContain('dir="rtl"');
      await waitUntil(async () => (await mailsOf(a.userId))[0]?.status === 'sent', 5_000, 'row marked sent');
    } finally {
      await peer.close();
    }
  });
});
