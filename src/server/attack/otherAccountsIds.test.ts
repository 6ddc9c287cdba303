/**
 * Issue 21, "every operation attacked ... with another account's ids": enumerated from the
 * contract. For every operation and every field of it that names a resource (idFields.ts),
 * account B (a customer holding every permission) calls it with account A's resource of that
 * kind, every other id field being B's own: the answer is a refusal (401, 403, 404, or the
 * operation's own "not found" code) and every resource of A is unchanged afterwards.
 * Administrators: the contract gives them customers by design, but only those assigned to them
 * (users.administrator_id), so an administrator A is not assigned to is attacked the same way.
 */
import { Group } from '../../domain/access';
import { Permission } from '../../domain/permissions';
import { answersRefusalCode, sampleOf } from './hostileInputs';
import { contractOperations, loadContract, type ContractOperation, type JsonSchema } from '../http/contract';
import { createSession } from '../http/session';
import { bearer, onEachDatabase } from '../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../test/testApp';
import { refundCredits } from '../messaging/credits';
import { defaultTestSender, ownSender } from '../modules/campaigns/sendTesting';
import { resourceKinds, resourcesOf, type AccountResources } from './testAccountResources';
import { fieldKey, idFieldsOf, idVerdict, type IdField, type IdTarget } from './idFields';

jest.setTimeout(120_000);

const operations = contractOperations(loadContract()).filter((op) => !op.eventStream);
const everyPermission: number[] = Object.values(Permission);
const customerRoles = new Set(['user', 'primary', 'manager']);

type Json = Record<string, unknown>;

/** Puts `value` at `path` in `into`, making a list's first item from its schema when the list is empty. */
function place(into: Json, path: string[], value: unknown, schema: JsonSchema | undefined, siblings: Json = {}): void {
  let at: Json = into;
  let atSchema = schema;
  for (let i = 0; i < path.length - 1; i += 1) {
    const key = path[i];
    const childSchema = (atSchema?.properties as Record<string, JsonSchema> | undefined)?.[key];
    if (path[i + 1] === '[]') {
      const itemSchema = childSchema?.items as JsonSchema | undefined;
      const list = Array.isArray(at[key]) ? (at[key] as Json[]) : [];
      if (!list.length) list.push((sampleOf(itemSchema) as Json | undefined) ?? {});
      at[key] = list;
      at = list[0];
      atSchema = itemSchema;
      i += 1;
    } else {
      if (!at[key] || typeof at[key] !== 'object') at[key] = (sampleOf(childSchema) as Json | undefined) ?? {};
      at = at[key] as Json;
      atSchema = childSchema;
    }
  }
  Object.assign(at, siblings);
  at[path[path.length - 1]] = value;
}

/** The id as the field's schema takes it: a list of one, a string, or as it is. */
function asField(field: IdField, id: number | string): unknown {
  const type = Array.isArray(field.schema.type) ? field.schema.type.find((t) => t !== 'null') : field.schema.type;
  if (type === 'array') {
    const items = field.schema.items as JsonSchema | undefined;
    return [items?.type === 'string' ? String(id) : id];
  }
  return type === 'string' ? String(id) : id;
}

interface Attack {
  op: ContractOperation;
  field: IdField;
  target: IdTarget;
}

/** The request: B's own resource in every id field, A's in the attacked one. */
function requestOf(attack: Attack, mine: AccountResources, theirs: AccountResources) {
  const { op } = attack;
  const parts: Record<IdField['where'], Json> = {
    path: {},
    query: (sampleOf(op.querySchema) as Json | undefined) ?? {},
    body: { ...((sampleOf(op.bodySchema) as Json | undefined) ?? {}), ...reachingFields[op.operationId]?.(mine) },
  };
  const schemas: Record<IdField['where'], JsonSchema | undefined> = { path: op.paramsSchema, query: op.querySchema, body: op.bodySchema };
  for (const field of idFieldsOf(op)) {
    // Optional ones stay out: the operation reads the attacked one, not a choice of B's made beside it.
    if (!field.required || (fieldKey(field) === fieldKey(attack.field) && field.where === attack.field.where)) continue;
    const verdict = idVerdict(op, field);
    if ('target' in verdict) place(parts[field.where], field.path, asField(field, mine[verdict.target.kind].id), schemas[field.where]);
  }
  place(parts[attack.field.where], attack.field.path, asField(attack.field, theirs[attack.target.kind].id), schemas[attack.field.where], attack.target.siblings as Json | undefined);
  const url = op.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(parts.path[name] ?? sampleOf((op.paramsSchema?.properties as Record<string, JsonSchema>)[name]) ?? '1')));
  const query = new URLSearchParams(Object.entries(parts.query).map(([k, v]): [string, string] => [k, Array.isArray(v) ? v.join(',') : String(v)])).toString();
  return { url: query ? `${url}?${query}` : url, body: op.bodyKind === 'none' ? undefined : parts.body };
}

/**
 * Whether the answer refuses: 401, 403, 404, or a code of the operation's own that refuses (the
 * contract's negative codes: "not found", and refusals that come before the id is read, such as
 * no credits; either way nothing ran).
 */
function refuses(op: ContractOperation, status: number, body: string): boolean {
  return [401, 403, 404].includes(status) || (status === 200 && answersRefusalCode(op, body));
}

const filter = 'a filter: it answers the caller\'s own part of what is named and leaves the rest out';
const unread = 'a field the operation does not read';

/**
 * Answers that are not refusals and still give nothing of A's (the answer must show nothing of
 * A's, and A stays unchanged): `operationId.field` and why. Reviewed one by one.
 */
const answersWithoutTheirs: Record<string, string> = {
  'getShipmentPercentage.shipmentIds': `${filter} (its contract says so)`,
  'getPushDeliveries.pushUrlId': `${filter}: the deliveries of the caller's own push URLs`,
  'downloadReport.shipmentId': `${filter}: the report's rows are the caller's sends only (an empty report)`,
  'isHashExist.hash': 'answers whether the caller\'s account has the file: exists false',
  'getImportProgress.importKey': 'keyed by the caller\'s account: another\'s key reads as an import not started',
  'checkContactListName.contactListId': 'the list excluded from the name check; names are looked up in the caller\'s account',
  'getSelectedItemsDetails.destinations[].main_id': `${filter}: a contact outside the caller's lists counts 0`,
  'getSelectedItemsDetails.destinations[].subContacts[].id': `${filter}: a sub-list outside the caller's lists counts 0`,
  'getSelectedItemsDetails.destinations[].subContacts[].parentId': `${filter}: a sub-list outside the caller's lists counts 0`,
  'calcWhatsappCampaignCredits.destinations[].main_id': `${filter}: counts 0 recipients`,
  'calcWhatsappCampaignCredits.destinations[].subContacts[].id': `${filter}: counts 0 recipients`,
  'calcWhatsappCampaignCredits.destinations[].subContacts[].parentId': `${filter}: counts 0 recipients`,
  'getCampaignCreditsNumber.destinations[].main_id': `${filter}: counts 0 recipients`,
  'getCampaignCreditsNumber.destinations[].subContacts[].id': `${filter}: counts 0 recipients`,
  'getCampaignCreditsNumber.destinations[].subContacts[].parentId': `${filter}: counts 0 recipients`,
  'getCampaignCreditsNumber.campaignId': `${unread}: the estimate is of the form as sent`,
  'getCampaignCreditsNumber.shortLinks[].hash': `${unread}: the estimate counts the links in the text`,
  'getCampaignCreditsNumber.voiceFile.hash': `${unread}: an SMS estimate`,
  'getCampaignCreditsNumber.file_unique_hash': `${filter}: counts 0 recipients`,
  'getCampaignCreditsNumber.url_unique_hash': `${unread}: the estimate counts the links in the text`,
  'getCampaignStatistic.shipmentId': `${unread}: the statistic is of campaignId (the request form is shared with get-shipment-statistic)`,
  'sendCampaign.destinations[].main_id': `${unread}: a contact is named by its id, in the caller's lists`,
  'sendCampaign.shortLinks[].hash': `${unread}: the links are made from the text`,
  'sendExampleCampaign.campaignId': `${unread}: the test message is a campaign of its own`,
  'sendExampleCampaign.destinations[].main_id': `${filter}: the first recipient's fields come from the caller's lists only`,
  'sendExampleCampaign.destinations[].subContacts[].id': `${filter}: the first recipient's fields come from the caller's lists only`,
  'sendExampleCampaign.destinations[].subContacts[].parentId': `${filter}: the first recipient's fields come from the caller's lists only`,
  'sendExampleCampaign.shortLinks[].hash': `${unread}: the links are made from the text`,
  'sendExampleCampaign.voiceFile.hash': `${unread}: an SMS test`,
  'sendExampleCampaign.file_unique_hash': `${unread}: the test goes to the phones given`,
  'sendExampleCampaign.url_unique_hash': `${unread}: the links are made from the text`,
  'textToSpeech.campaignId': `${unread}: the recording is the caller's own, made from the text`,
  'deletePastedNumbers.campaign_id': `${unread}: upload_ids name what goes (the caller's own)`,
};

/** What a request needs beyond its schema's smallest sample to reach the id (B's own resources where it names one). */
const reachingFields: Record<string, (mine: AccountResources) => Json> = {
  // A dynamic field, so the recipients' rows are read; a real send, not only its check.
  sendCampaign: (mine) => ({ smsContent: 'שלום [שם]', campaign_name: 'attack', validation: false, destinations: [{ type: 'cl', id: mine.contactList.id }] }),
  sendExampleCampaign: (mine) => ({ smsContent: 'שלום [שם]', destinations: [{ type: 'cl', id: mine.contactList.id }], phones: ['0546000001'] }),
  sendVoiceCampaign: (mine) => ({ destinations: [{ type: 'cl', id: mine.contactList.id }], voiceFile: { hash: mine.voiceFile.id }, callingNumber: '0501234567', campaign_type: '3' }),
  checkBirthdayCampaign: () => ({ birthdayCampaign: { location: 6, daysBeforeBirthDay: 0, hour: '10:00', amount: 1 } }),
  createSubUser: () => ({ username: `attack${Date.now()}`, password: 'Attack-pass-2026!x', firstName: 'Dana', lastName: 'Levi', email: `attack${Date.now()}@example.com` }),
  getCampaignStatistic: (mine) => ({ campaignId: mine.campaign.id }),
};

/** Every (operation, id field) the attack makes, and the fields it does not know. */
function attacksOn(ops: ContractOperation[]): { attacks: Attack[]; unknown: string[] } {
  const attacks: Attack[] = [];
  const unknown: string[] = [];
  for (const op of ops) {
    for (const field of idFieldsOf(op)) {
      const verdict = idVerdict(op, field);
      if ('target' in verdict) for (const target of [verdict.target, ...(verdict.target.also ?? [])]) attacks.push({ op, field, target });
      else if ('unknown' in verdict) unknown.push(`${op.operationId}: ${field.where} ${fieldKey(field)}`);
    }
  }
  return { attacks, unknown };
}

const customerOperations = operations.filter((op) => customerRoles.has(op.access));
const administratorOperations = operations.filter((op) => customerRoles.has(op.access) || op.access === 'admin');

test('every reviewed answer names an operation\'s id field that still exists', () => {
  const known = new Set(attacksOn(administratorOperations).attacks.map((one) => `${one.op.operationId}.${fieldKey(one.field)}`));
  expect(Object.keys(answersWithoutTheirs).filter((key) => !known.has(key))).toEqual([]);
});

test('every id field of an operation a customer or an administrator calls is known to the attack', () => {
  const { attacks, unknown } = attacksOn(administratorOperations);
  expect(attacks.length).toBeGreaterThan(150);
  // A new operation (or field) naming a resource: say which kind in src/server/attack/idFields.ts.
  expect(unknown.map((u) => `${u} — add it to idFields.ts (byName, byOperation or notAResource)`)).toEqual([]);
});

onEachDatabase('another account\'s ids', (dbOptions) => {
  let t: TestApp;
  let a: AccountResources;
  let b: AccountResources;
  let administratorOwn: AccountResources;
  let assignedCustomer: AccountResources;
  let bToken: string;
  let administratorToken: string;

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    const customer = () => insertUser(t.db, { group: Group.customer, permissions: everyPermission });
    const [aId, bId] = [await customer(), await customer()];
    const administrator = await insertUser(t.db, { group: Group.administrator, permissions: everyPermission });
    // A is another administrator's customer; the attacking administrator has one of its own.
    const otherAdministrator = await insertUser(t.db, { group: Group.administrator });
    await t.db.updateTable('users').set({ administrator_id: otherAdministrator }).where('id', '=', aId).execute();
    const assigned = await customer();
    await t.db.updateTable('users').set({ administrator_id: administrator }).where('id', '=', assigned).execute();
    [a, b] = [await resourcesOf(t.db, aId), await resourcesOf(t.db, bId)];
    [administratorOwn, assignedCustomer] = [await resourcesOf(t.db, administrator), await resourcesOf(t.db, assigned)];
    // The attackers may send (a sender name, a verified calling number, credits), so a send reaches the ids it names.
    for (const sender of [bId, administrator]) {
      await ownSender(t.db, sender, 'name', defaultTestSender);
      await ownSender(t.db, sender, 'verified', '501234567');
      for (const service of ['sms', 'voice'] as const) await refundCredits(t.db, { account: sender, service, amount: 1_000, reason: 'test.grant', now: Date.now() });
    }
    const token = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    [bToken, administratorToken] = [await token(bId), await token(administrator)];
  });
  afterAll(() => t.close());

  const stateOf = async (r: AccountResources) => JSON.stringify(await Promise.all(resourceKinds.map((kind) => r[kind].state())));

  /** Operations attacked at once; A's resources are read before and after each batch. */
  const batchSize = 10;

  async function attack(ops: ContractOperation[], token: string, mine: (op: ContractOperation) => AccountResources, who: string): Promise<string[]> {
    const wrong: string[] = [];
    const byOperation = new Map<ContractOperation, Attack[]>();
    for (const one of attacksOn(ops).attacks) byOperation.set(one.op, [...(byOperation.get(one.op) ?? []), one]);
    const attacked = [...byOperation];
    for (let start = 0; start < attacked.length; start += batchSize) {
      const batch = attacked.slice(start, start + batchSize);
      const before = await stateOf(a);
      // An operation's own attacks one after another (they share B's resources), the batch's operations at once.
      await Promise.all(batch.map(async ([op, attacks]) => {
        for (const one of attacks) {
          const request = requestOf(one, mine(op), a);
          const answer = await t.app.inject({ method: op.method, url: request.url, headers: bearer(token), payload: request.body as object | undefined });
          const allowed = answersWithoutTheirs[`${op.operationId}.${fieldKey(one.field)}`];
          if (answer.body.includes(a.marker)) wrong.push(`${op.operationId} ${fieldKey(one.field)} = A's ${one.target.kind}, as ${who}: the answer shows A's resources`);
          else if (!(refuses(op, answer.statusCode, answer.body) || (allowed && answer.statusCode === 200))) wrong.push(`${op.operationId} ${one.field.where} ${fieldKey(one.field)} = A's ${one.target.kind}, as ${who}: ${answer.statusCode} ${answer.body.slice(0, 140)}`);
        }
      }));
      if ((await stateOf(a)) !== before) wrong.push(`one of ${batch.map(([op]) => op.operationId).join(', ')} as ${who}: changed account A's resources`);
    }
    return wrong;
  }

  test('a customer is refused every other account\'s resource, and it stays as it was', async () => {
    expect(await attack(customerOperations, bToken, () => b, 'customer B')).toEqual([]);
  });

  test('an administrator is refused a customer not assigned to it', async () => {
    expect(await attack(administratorOperations, administratorToken, (op) => (op.access === 'admin' ? assignedCustomer : administratorOwn), 'an unassigned administrator')).toEqual([]);
  });
});
