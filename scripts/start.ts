/**
 * `npm start`: builds the browser app when it is missing or older than its sources, then
 * starts the server (which migrates, seeds on first run and prints the demo logins).
 */
import { appBuildIsStale, buildApp } from './lib/localServer';

if (appBuildIsStale()) {
  console.log('Building the browser app (about a minute the first time)...');
  const status = buildApp();
  if (status !== 0) process.exit(status);
}

process.env.NODE_ENV ??= 'production';
// A require, not an import: imports are hoisted, and the server must load after NODE_ENV is set.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../src/server/main');
