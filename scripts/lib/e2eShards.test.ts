import { splitByWeight } from './e2eShards';

test('the longest file goes alone against the rest, each file in exactly one group', () => {
  const files = ['src/e2e/everyPage.e2e.ts', 'src/e2e/whatsapp.e2e.ts', 'src/e2e/support.e2e.ts', 'src/e2e/new.e2e.ts', 'src/e2e/chat.e2e.ts'];
  const groups = splitByWeight(files, 2);
  expect(groups).toHaveLength(2);
  expect(groups.flat().sort()).toEqual([...files].sort());
  // 194 s against 46 + 45 + 24 + 20 (an unknown file counts 20 s).
  expect(groups[0]).toEqual(['src/e2e/everyPage.e2e.ts']);
});

test('never more groups than files, and one group when asked for one', () => {
  expect(splitByWeight(['src/e2e/a.e2e.ts'], 2)).toEqual([['src/e2e/a.e2e.ts']]);
  expect(splitByWeight(['src/e2e/a.e2e.ts', 'src/e2e/b.e2e.ts'], 1)).toEqual([['src/e2e/a.e2e.ts', 'src/e2e/b.e2e.ts']]);
});
