import type { GetWaLogsApiArg, ReportsWaLogRow } from '../../../api/generated/reports';
import { readWholeWaLog } from './readWholeWaLog';

const all: ReportsWaLogRow[] = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1, status: 'read' }));

test('the whole WhatsApp log is read in slices of 1,000 (low..high) until the count is reached', async () => {
  const asked: GetWaLogsApiArg[] = [];
  const progress: number[] = [];
  const rows = await readWholeWaLog({
    filters: { status: 'read', billed: true },
    readSlice: (arg) => {
      asked.push(arg);
      return { unwrap: () => Promise.resolve({ data: { rows: all.slice(arg.low, arg.high), count: all.length } }) };
    },
    onProgress: (read) => progress.push(read),
    isCancelled: () => false,
  });
  expect(rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
  expect(asked).toEqual([0, 1000, 2000].map((low) => ({ status: 'read', billed: true, low, high: low + 1000 })));
  expect(progress).toEqual([1000, 2000, 2500]);
});

test('a cancelled read stops before asking the next slice', async () => {
  let asked = 0;
  let cancelled = false;
  const reading = readWholeWaLog({
    filters: {},
    readSlice: (arg) => {
      asked += 1;
      return { unwrap: () => Promise.resolve({ data: { rows: all.slice(arg.low, arg.high), count: all.length } }) };
    },
    onProgress: () => {
      cancelled = true;
    },
    isCancelled: () => cancelled,
  });
  await expect(reading).rejects.toThrow();
  expect(asked).toBe(1);
});
