import { hasSavedSession, savedLanguage } from './savedState';

const storageWith = (value: string | null) => ({ getItem: () => value });
// As redux-persist keeps the store's slices: each a JSON string inside the saved object.
const saved = (slices: Record<string, unknown>) =>
  storageWith(JSON.stringify({ ...Object.fromEntries(Object.entries(slices).map(([k, v]) => [k, JSON.stringify(v)])), _persist: JSON.stringify({ version: -1, rehydrated: true }) }));

test('the saved language and session are read as redux-persist keeps them', () => {
  const storage = saved({ preferences: { language: 'ru', theme: 'dark' }, session: { token: 'abc', user: { userId: 1 } } });
  expect(savedLanguage(storage)).toBe('ru');
  expect(hasSavedSession(storage)).toBe(true);
});

test('nothing saved, a broken or unknown value: Hebrew, the default, and no session', () => {
  for (const storage of [storageWith(null), storageWith('{not json'), saved({ preferences: { language: 'fr' }, session: { token: null } })]) {
    expect(savedLanguage(storage)).toBe('he');
    expect(hasSavedSession(storage)).toBe(false);
  }
});
