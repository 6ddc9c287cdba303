/**
 * i18next with one resource tree per language: each file locales/<lang>/<feature>.json
 * becomes the subtree `<feature>`, so keys read `<feature>.<area>.<key>`. A language is
 * loaded (one chunk each) before it is shown.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../state/preferences';

/** Every feature file; a test holds this list to the locales folder. */
export const localeFeatures = [
  'common', 'errors', 'auth', 'main', 'templates', 'contacts', 'files', 'campaigns', 'whatsapp',
  'reports', 'users', 'chat', 'superAdmin', 'download', 'public', 'shell',
] as const;

type Tree = Record<string, unknown>;

async function loadLanguage(language: Language): Promise<Tree> {
  const entries = await Promise.all(
    localeFeatures.map(async (feature) => {
      const module = (await import(
        /* webpackChunkName: "locale-[request]" */ `../../../locales/${language}/${feature}.json`
      )) as { default?: Tree } & Tree;
      return [feature, module.default ?? module] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export const i18n: I18n = i18next.createInstance();

let initialized: Promise<unknown> | null = null;

export async function activateLanguage(language: Language): Promise<void> {
  initialized ??= i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await initialized;
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadLanguage(language), true, true);
  }
  await i18n.changeLanguage(language);
}
