/**
 * The SMPP provider alone: a chunk through the test SMSC on loopback, from submit to the last
 * receipt handed to onReceipt. Messages per second; the dispatcher's bench adds the database.
 * `node -r esbuild-register scripts/benches/smppProbe.ts [count]` prints it on its own.
 */
import { SmppProvider } from '../../src/server/messaging/providers/smpp';
import { startSmsc } from '../../src/server/messaging/providers/smsc';

export async function probeSmpp(count: number, window = 50): Promise<number> {
  const smsc = await startSmsc();
  const provider = new SmppProvider({ host: '127.0.0.1', port: smsc.port, systemId: 'test', password: 'secret', window });
  let receipts = 0;
  let allReceipts: () => void = () => undefined;
  const received = new Promise<void>((resolve) => {
    allReceipts = resolve;
  });
  await provider.start({
    onReceipt: async () => {
      receipts += 1;
      if (receipts === count) allReceipts();
    },
    onIncoming: async () => undefined,
  });
  try {
    const messages = Array.from({ length: count }, (_, i) => ({ messageId: i + 1, from: 'Bench', to: `97250${String(i).padStart(7, '0')}`, text: `Bench message ${i}` }));
    const started = performance.now();
    const outcomes = await provider.submit(messages);
    const failed = outcomes.filter((o) => !o.ok).length;
    if (failed > 0) throw new Error(`${failed} of ${count} messages failed`);
    await received;
    return Math.round((count * 1_000) / (performance.now() - started));
  } finally {
    await provider.stop();
    await smsc.stop();
  }
}

if (require.main === module) {
  const count = Number(process.argv[2] ?? 20_000);
  probeSmpp(count).then(
    (rate) => console.log(`bench smpp.provider-${count}: ${rate} msg/s`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
