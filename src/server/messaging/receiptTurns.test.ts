/**
 * A burst of receipts is written batch by batch with a turn of the event loop between them
 * (issue 13): on SQLite each batch is synchronous, and without the turn a burst of 100,000
 * receipts held every timer and socket of the pipeline process, a small campaign's with them.
 */
import { ReceiptBook } from './receipts';
import { testDatabase } from './testCampaigns';

test('a timer set during a burst of receipts runs before the burst is all written', async () => {
  const { db, close } = await testDatabase();
  try {
    const book = new ReceiptBook(db, Date.now, { batchSize: 100 });
    let batchesWritten = 0;
    let batchesWhenTimerRan = -1;
    const writes = Array.from({ length: 1_000 }, (_, i) =>
      book.onReceipt({ providerId: `unknown-${i}`, status: 'delivered', stat: 'DELIVRD', error: '000', doneAt: Date.now() }).then(() => {
        if ((i + 1) % 100 === 0) batchesWritten += 1;
      }),
    );
    setTimeout(() => {
      batchesWhenTimerRan = batchesWritten;
    }, 0);
    await Promise.all(writes);
    expect(batchesWritten).toBe(10);
    // The timer ran between batches, not after the tenth.
    expect(batchesWhenTimerRan).toBeGreaterThanOrEqual(0);
    expect(batchesWhenTimerRan).toBeLessThan(10);
  } finally {
    await close();
  }
});
