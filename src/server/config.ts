/**
 * Every setting of the server, read once from the environment. The README's settings table
 * lists the same names.
 */
import { join } from 'node:path';
import { keepLoggedInLifetimeMs } from '../domain/signIn';

export interface Config {
  port: number;
  host: string;
  /** `sqlite:<file>` (the embedded default) or a postgres:// URL. */
  databaseUrl: string;
  dataDir: string;
  /** Folder of the built browser app served at /; absent in API-only tests. */
  appDir: string | null;
  /** Session lifetime without "keep me logged in". */
  sessionLifetimeMs: number;
  /** With "keep me logged in" (section 9: 24 hours). */
  keepLoggedInLifetimeMs: number;
  /** Check each answer against the contract (on in tests and development). */
  validateResponses: boolean;
  logLevel: string;
  /** Users refused on management routes even in group 2 or 5 (the spec's user 28). */
  managementDenyUserIds: number[];
  /** The only users who see the errors page (the spec's user 18). */
  errorsPageUserIds: number[];
  /** Hosts that serve only the unsubscribe pages. */
  removeOnlyHosts: string[];
  /** The robot-check (reCAPTCHA) secret that goes with the brands' site keys. */
  robotCheckSecret: string | null;
  /** The provider's main site, opened from hosts whose name starts with "sub". */
  mainSiteUrl: string | null;
  /** The external newsletter and landing-page service. */
  newsletterUrl: string | null;
  /**
   * Signs unsubscribe links (account and phone). Without UNSUBSCRIBE_SECRET one is generated
   * on first use and kept in dataDir, so links stay valid across restarts.
   */
  unsubscribeSecret: string | null;
}

const idList = (value: string): number[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number)
    .filter(Number.isInteger);

const textList = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

const projectRoot = join(__dirname, '..', '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? join(projectRoot, 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || `sqlite:${join(dataDir, 'app.sqlite')}`,
    dataDir,
    appDir: env.APP_DIR === '' ? null : (env.APP_DIR ?? join(projectRoot, 'dist')),
    sessionLifetimeMs: Number(env.SESSION_LIFETIME_MINUTES ?? 120) * 60_000,
    keepLoggedInLifetimeMs,
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    managementDenyUserIds: idList(env.MANAGEMENT_DENY_USER_IDS ?? '28'),
    errorsPageUserIds: idList(env.ERRORS_PAGE_USER_IDS ?? '18'),
    removeOnlyHosts: textList(env.REMOVE_ONLY_HOSTS ?? ''),
    robotCheckSecret: env.ROBOT_CHECK_SECRET || null,
    mainSiteUrl: env.MAIN_SITE_URL || null,
    newsletterUrl: env.NEWSLETTER_URL || null,
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET || null,
  };
}

/** A configuration for tests: in-memory SQLite, no static app, answers checked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...readConfig({}),
    databaseUrl: 'sqlite::memory:',
    appDir: null,
    validateResponses: true,
    logLevel: 'silent',
    unsubscribeSecret: 'test-unsubscribe-secret',
    ...overrides,
  };
}
