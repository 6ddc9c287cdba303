import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { buildContract } from './lib/contract';
import { contractProblems, operationsOf } from './lib/contract-rules';

const root = join(__dirname, '..');
const runScript = (script: string, ...args: string[]): string =>
  execFileSync(process.execPath, ['-r', 'esbuild-register', join(root, 'scripts', script), ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe' });

describe('the API contract', () => {
  const doc = buildContract();

  test('follows the house rules (operationId, tag, x-access, x-permission, x-status-codes)', () => {
    expect(contractProblems(doc)).toEqual([]);
  });

  test('describes every tag the product names', () => {
    const tags = new Set(operationsOf(doc).map((o) => (o.operation.tags as string[])[0]));
    expect([...tags].sort()).toEqual(['auth', 'campaigns', 'chat', 'contacts', 'download', 'files', 'main', 'public', 'reports', 'superAdmin', 'templates', 'users', 'whatsapp']);
  });

  test('lints with no errors (Redocly)', () => {
    expect(() => runScript('lint-api.ts')).not.toThrow();
  });

  test('the generated endpoints and bundle are up to date', () => {
    expect(runScript('generate-api.ts', '--check')).toContain('up to date');
  });
});
