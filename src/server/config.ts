/**
 * Every setting of the server, read once from the environment. The README's settings table
 * lists the same names.
 */
import { join } from 'node:path';

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
}

const projectRoot = join(__dirname, '..', '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? join(projectRoot, 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? `sqlite:${join(dataDir, 'app.sqlite')}`,
    dataDir,
    appDir: env.APP_DIR ?? join(projectRoot, 'dist'),
    sessionLifetimeMs: Number(env.SESSION_LIFETIME_MINUTES ?? 120) * 60_000,
    keepLoggedInLifetimeMs: 24 * 60 * 60_000,
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
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
    ...overrides,
  };
}
