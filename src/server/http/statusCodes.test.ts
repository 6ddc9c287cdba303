/**
 * Outside production the binding holds every answer's business code (`data.status`) to the
 * operation's x-status-codes, so the whole test run fails on a code the contract does not list.
 * This proves the check itself, on the real contract's saveTemplate.
 */
import Fastify from 'fastify';
import { SaveTemplate } from '../../contract/statusCodes';
import { Group } from '../../domain/access';
import { operations } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { bindContract } from './bind';
import { signedInToken } from '../test/testApp';

async function appAnswering(status: unknown) {
  const config = testConfig();
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const app = Fastify();
  const op = operations().find((o) => o.operationId === 'saveTemplate')!;
  bindContract(app, { operations: [op], handlers: { saveTemplate: async () => ({ data: { status, tmpl_id: 1 } }) }, db, config, now: Date.now });
  await app.ready();
  const token = await signedInToken(db, { group: Group.superAdmin });
  const res = await app.inject({ method: 'POST', url: '/api/main/templates/save/-1', headers: { authorization: `Bearer ${token}` }, payload: { name: 'n', content: 'c' } });
  await app.close();
  await db.destroy();
  return res;
}

describe('answered business codes', () => {
  test('a code the operation lists goes out', async () => {
    const res = await appAnswering(SaveTemplate.nameExists);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe(-2);
  });

  test('a code the contract does not list for the operation fails the answer', async () => {
    const res = await appAnswering(-99);
    expect(res.statusCode).toBe(500);
  });
});
