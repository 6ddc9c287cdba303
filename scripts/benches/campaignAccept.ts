/**
 * campaign.accept-1m-ms: campaigns/send-campaign's second pass (validation off) for a list of
 * 1,000,000 contacts, through the app as the server builds it on a SQLite file: the checks,
 * resolving the recipients (lists, 20,000 blacklisted, 50,000 repeated numbers dropped),
 * the cost of every recipient's text with its [field] filled, the credit reservation, and
 * writing the campaign, its recipients and its shipment.
 */
import { listNameKey } from '../../src/domain/contactFields';
import { Permission } from '../../src/domain/permissions';
import { withBenchApp } from './benchApp';

type Print = (name: string, value: string | number, unit: string) => void;

const contacts = 1_000_000;
const repeated = 50_000;
const blacklisted = 20_000;
const phoneOf = (i: number) => `5${i % 9}${String(i % (contacts - repeated)).padStart(7, '0')}`;

export async function benchCampaignAccept(print: Print): Promise<void> {
  const ms = await withBenchApp('accept', [Permission.createCampaigns], async ({ app, db, userId, token }) => {
    await db.insertInto('balances').values({ user_id: userId, service: 'sms', amount: 10 * contacts }).execute();
    const name = 'million';
    const list = await db.insertInto('contact_lists').values({ account_id: userId, created_by: userId, name, name_key: listNameKey(name), headers: JSON.stringify(['שם']), created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    const now = Date.now();
    for (let i = 0; i < contacts; i += 5000) {
      const rows = Array.from({ length: Math.min(5000, contacts - i) }, (_, k) => ({ list_id: list.id, phone: phoneOf(i + k), field1: `Name${i + k}`, created_at: now, source: 'bench' }));
      await db.insertInto('contacts').values(rows).execute();
    }
    for (let i = 0; i < blacklisted; i += 5000) {
      const rows = Array.from({ length: 5000 }, (_, k) => ({ account_id: userId, phone: phoneOf((i + k) * 37), source: 'user', created_at: now }));
      await db.insertInto('blacklist').values(rows).onConflict((oc) => oc.doNothing()).execute();
    }
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/campaigns/send-campaign',
      headers: { authorization: `Bearer ${token}` },
      payload: { smsContent: 'שלום [שם], המבצע מתחיל היום', destinations: [{ type: 'cl', id: list.id }], validation: false },
    });
    const elapsed = Math.round(performance.now() - started);
    const data = res.json().data as { status: number; summary?: { recipients: number } };
    if (data.status !== 1 || !data.summary || data.summary.recipients < contacts - repeated - blacklisted) throw new Error(`send failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return elapsed;
  });
  print('campaign.accept-1m-ms', ms, 'ms');
}

if (require.main === module) {
  benchCampaignAccept((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
