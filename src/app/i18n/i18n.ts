/**
 * i18next with one resource tree per language: each file locales/<lang>/<feature>.json
 * becomes the subtree `<feature>`, so keys read `<feature>.<area>.<key>`. The shell's and
 * sign-in's texts load with the language; a feature's texts load with its page (or with
 * the first message that needs them), one small chunk each.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../state/preferences';

/** Every feature file; a test holds this list to the locales folder. */
export const localeFeatures = [
  'common', 'errors', 'auth', 'main', 'templates', 'drafts', 'contacts', 'files', 'campaigns', 'campaign', 'whatsapp',
  'reports', 'users', 'chat', 'superAdmin', 'download', 'public', 'shell', 'approvals', 'coupon', 'payment', 'pushApi', 'newsletters',
  'profile', 'management', 'customer',
  'serverErrors',
  'queue',
  'bi',
  'auditLog',
  'whatsappChat',
  'systemSettings',
  'settingsBlocks',
  'settingsBrands',
  'settingsNumbers',
  'settingsPolicy',
  'settingsPrices',
  'settingsSenders',
] as const;
export type LocaleFeature = (typeof localeFeatures)[number];

/** What every page needs: the shell, sign-in, the shared words and the error catalogue. */
export const coreFeatures: readonly LocaleFeature[] = ['common', 'errors', 'shell', 'auth', 'public'];

type Tree = Record<string, unknown>;

const loadFeature = async (language: Language, feature: LocaleFeature): Promise<Tree> => {
  const module = (await import(
    /* webpackChunkName: "locale-[request]" */ `../../../locales/${language}/${feature}.json`
  )) as { default?: Tree } & Tree;
  return module.default ?? module;
};

export const i18n: I18n = i18next.createInstance();

let initialized: Promise<unknown> | null = null;
/** Features loaded, per language; a language switch loads the same ones again. */
const loaded = new Map<Language, Set<LocaleFeature>>();
const wanted = new Set<LocaleFeature>(coreFeatures);

async function ensureIn(language: Language, features: Iterable<LocaleFeature>): Promise<void> {
  const have = loaded.get(language) ?? new Set<LocaleFeature>();
  loaded.set(language, have);
  const missing = [...features].filter((f) => !have.has(f));
  const trees = await Promise.all(missing.map(async (f) => [f, await loadFeature(language, f)] as const));
  if (trees.length) i18n.addResourceBundle(language, 'translation', Object.fromEntries(trees), true, true);
  for (const [f] of trees) have.add(f);
}

export async function activateLanguage(language: Language): Promise<void> {
  initialized ??= i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await initialized;
  await ensureIn(language, wanted);
  await i18n.changeLanguage(language);
}

const isFeature = (name: string): name is LocaleFeature => (localeFeatures as readonly string[]).includes(name);

/** Loads the texts of these features (or of the features these keys belong to). */
export async function ensureTexts(featuresOrKeys: readonly string[]): Promise<void> {
  const features = featuresOrKeys.map((k) => k.split('.')[0]).filter(isFeature);
  for (const f of features) wanted.add(f);
  // Before any language is active the wanted features load with the first one.
  if (!initialized) return;
  await initialized;
  await ensureIn(i18n.language as Language, features);
}
