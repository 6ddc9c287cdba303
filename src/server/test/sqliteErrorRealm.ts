/**
 * Jest runs each test file in its own realm, but a native addon is loaded once per worker
 * process. better-sqlite3 hands its addon the error class of the first file that opens a
 * database, so in every later file of that worker a SQLite error (a trigger's raise, a broken
 * constraint) is not `instanceof Error` there, and `rejects.toThrow` reports "did not throw"
 * (the audit log's append-only test failed in CI only when another file had run first in its
 * worker). Giving the addon this file's class before each file keeps its errors errors.
 * Jest's own require on purpose: the class must come from this file's realm.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const addon = require('better-sqlite3/build/Release/better_sqlite3.node') as { setErrorConstructor: (errorClass: unknown) => void };
addon.setErrorConstructor(require('better-sqlite3/lib/sqlite-error'));
