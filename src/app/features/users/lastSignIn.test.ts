import { he } from 'date-fns/locale/he';
import { enGB } from 'date-fns/locale/en-GB';
import { lastSignInText } from './lastSignIn';

const now = Date.parse('2026-11-26T10:00:00Z');

test('a last sign-in reads in Israel time with how long ago, in the page language', () => {
  expect(lastSignInText('2026-11-23T07:12:00Z', enGB, now)).toBe('23/11/2026 09:12 (3 days ago)');
  expect(lastSignInText('2026-11-23T07:12:00Z', he, now)).toBe('23/11/2026 09:12 (לפני 3 ימים)');
});

test('never signed in is no text', () => expect(lastSignInText(undefined, enGB, now)).toBeNull());
