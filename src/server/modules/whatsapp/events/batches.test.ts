import type { WhatsAppEvent } from '../../../messaging/whatsapp/types';
import { eventBatches } from './batches';

const event = (wamid: string): WhatsAppEvent => ({ kind: 'status', wabaId: '1', phoneNumberId: '2', wamid, status: 'delivered', at: 0, recipient: '972521234567' });

test('deliveries arriving while a batch is applied are applied together next, in arrival order; each answered once its own is in', async () => {
  const applied: string[][] = [];
  let release: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (release = resolve));
  const submit = eventBatches(async (events) => {
    applied.push(events.map((e) => (e.kind === 'status' ? e.wamid : '')));
    if (applied.length === 1) await first;
  });
  const held = submit([event('a')]);
  await new Promise((r) => setImmediate(r));
  const answers = [held, submit([event('b')]), submit([event('c'), event('d')])];
  let answered = 0;
  for (const answer of answers) void answer.then(() => (answered += 1));
  await new Promise((r) => setImmediate(r));
  expect(answered).toBe(0);
  release();
  await Promise.all(answers);
  expect(applied).toEqual([['a'], ['b', 'c', 'd']]);
});

test('a batch that fails is applied again one delivery at a time: only the delivery that cannot be applied fails', async () => {
  const applied: string[][] = [];
  let release: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (release = resolve));
  const submit = eventBatches(async (events) => {
    const wamids = events.map((e) => (e.kind === 'status' ? e.wamid : ''));
    applied.push(wamids);
    if (applied.length === 1) await first;
    if (wamids.includes('poison')) throw new Error('cannot apply');
  });
  const held = submit([event('a')]);
  await new Promise((r) => setImmediate(r));
  const good = submit([event('b')]);
  const bad = submit([event('poison')]);
  const alsoGood = submit([event('c')]);
  release();
  await expect(held).resolves.toBeUndefined();
  await expect(good).resolves.toBeUndefined();
  await expect(bad).rejects.toThrow('cannot apply');
  await expect(alsoGood).resolves.toBeUndefined();
  expect(applied).toEqual([['a'], ['b', 'poison', 'c'], ['b'], ['poison'], ['c']]);
});

test('deliveries received in the same turn are applied as one batch (a commit for all of them)', async () => {
  const applied: string[][] = [];
  const submit = eventBatches(async (events) => {
    applied.push(events.map((e) => (e.kind === 'status' ? e.wamid : '')));
  });
  await Promise.all([submit([event('a')]), submit([event('b')]), submit([event('c')])]);
  expect(applied).toEqual([['a', 'b', 'c']]);
});
