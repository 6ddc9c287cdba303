/**
 * The texts of the notifications the server raises, read the way the browser reads them
 * (i18next, one tree per language with shell.json under `shell`, the toast's one value): every
 * key exists in he, en, ru and ar, and comes out whole — the value named, the service of a
 * low-balance warning in the reader's language, nothing left untranslated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';

const languages = ['he', 'en', 'ru', 'ar'] as const;
const shellOf = (language: string): unknown => JSON.parse(readFileSync(path.join(__dirname, '../../../locales', language, 'shell.json'), 'utf8'));

async function translatorOf(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, fallbackLng: false, resources: { [language]: { translation: { shell: shellOf(language) } } }, interpolation: { escapeValue: false }, returnNull: false });
  return i18n;
}

test.each(languages)('in %s each notification the server raises reads whole, naming its value', async (language) => {
  const i18n = await translatorOf(language);
  const services = (shellOf(language) as { credits: { services: Record<string, string> } }).credits.services;
  for (const service of ['sms', 'overseas_sms', 'emails', 'voice', 'whatsapp']) {
    expect(i18n.exists('shell.notifications.lowBalance')).toBe(true);
    const text = i18n.t('shell.notifications.lowBalance', { value: service });
    expect(text).toContain(services[service]);
    expect(text).not.toMatch(/\$t\(|\{\{|shell\./);
  }
  for (const key of ['approvalApproved', 'approvalRejected', 'newReply', 'campaignSent']) {
    expect(i18n.exists(`shell.notifications.${key}`)).toBe(true);
    const text = i18n.t(`shell.notifications.${key}`, { value: 'מבצע קיץ' });
    expect(text).toContain('מבצע קיץ');
    expect(text).not.toMatch(/\{\{|shell\./);
  }
});
