import { Permission } from '../../../domain/permissions';
import { bearer } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { createSession } from '../../http/session';

describe('campaigns/show-packets-plan', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    const userId = await insertUser(t.db, { permissions: [Permission.createCampaigns] });
    token = (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
  });
  afterAll(() => t.close());

  const plan = (body: object, who = token) => t.app.inject({ method: 'POST', url: '/api/campaigns/show-packets-plan', headers: bearer(who), payload: body });

  test('1,050 recipients in packets of 500 every 2 hours: three packets, the last one smaller, in Israel time', async () => {
    const res = await plan({ packets: { amount: 500, every: 2, everyOption: 'HOUR' }, totalDestinations: 1050, startDate: '01/12/2026 22:30' });
    expect(res.json().data).toEqual({
      status: 1,
      plan: [
        { packetNumber: 1, time: '01/12/2026 22:30', amount: 500 },
        { packetNumber: 2, time: '02/12/2026 00:30', amount: 500 },
        { packetNumber: 3, time: '02/12/2026 02:30', amount: 50 },
      ],
    });
  });

  test('daily packets keep their hour on the Israeli clock across the change to winter time', async () => {
    const res = await plan({ packets: { amount: 1, every: 1, everyOption: 'DAY' }, totalDestinations: 2, startDate: '24/10/2026 09:00' });
    expect(res.json().data.plan.map((r: { time: string }) => r.time)).toEqual(['24/10/2026 09:00', '25/10/2026 09:00']);
  });

  test('fewer than 2 packets, or a packet above the recipients, is -1; a date that is not one is 400', async () => {
    expect((await plan({ packets: { amount: 100, every: 1 }, totalDestinations: 100 })).json().data).toEqual({ status: -1 });
    expect((await plan({ packets: { amount: 200, every: 1 }, totalDestinations: 100 })).json().data).toEqual({ status: -1 });
    const bad = await plan({ packets: { amount: 10, every: 1 }, totalDestinations: 100, startDate: '31/02/2026 10:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('body.startDate');
  });

  test('without permission to create campaigns it is refused', async () => {
    const userId = await insertUser(t.db, { permissions: [] });
    const other = (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    expect((await plan({ packets: { amount: 10, every: 1 }, totalDestinations: 100 }, other)).statusCode).toBe(403);
  });
});
