import { isSubHost } from './browserHost';

test('only hosts whose name starts with "sub" open the main site', () => {
  expect(isSubHost('sub.example.com')).toBe(true);
  expect(isSubHost('Sub1.example.com')).toBe(true);
  expect(isSubHost('app.sub.example.com')).toBe(false);
  expect(isSubHost('localhost')).toBe(false);
});
