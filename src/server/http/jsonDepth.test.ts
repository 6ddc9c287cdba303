import { nestsDeeperThan } from './jsonDepth';

const nested = (levels: number, open = '{"a":', close = '}') => `${open.repeat(levels)}1${close.repeat(levels)}`;

test('counts the nesting of objects and arrays, not the brackets inside strings', () => {
  expect(nestsDeeperThan(nested(64), 64)).toBe(false);
  expect(nestsDeeperThan(nested(65), 64)).toBe(true);
  expect(nestsDeeperThan(nested(65, '[', ']'), 64)).toBe(true);
  expect(nestsDeeperThan(JSON.stringify({ text: '{'.repeat(500) + '[[[' }), 2)).toBe(false);
  expect(nestsDeeperThan(JSON.stringify({ text: 'a \\" quote {{{', b: [[1]] }), 3)).toBe(false);
  expect(nestsDeeperThan(JSON.stringify({ b: [[[1]]] }), 3)).toBe(true);
});
