/**
 * Lints the contract: house rules first, then Redocly on a private copy of the bundle (so
 * several lints may run at once without touching api-spec/openapi.json).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildContract, serializeContract, specDir } from './lib/contract';
import { contractProblems } from './lib/contract-rules';

const doc = buildContract();
const problems = contractProblems(doc);
for (const p of problems) console.error(`contract: ${p}`);

const dir = mkdtempSync(join(tmpdir(), 'contract-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, serializeContract(doc));
let lintOk = true;
try {
  execFileSync(require.resolve('@redocly/cli/bin/cli.js'), ['lint', file, '--config', join(specDir, 'redocly.yaml'), '--format=stylish'], { stdio: 'inherit' });
} catch {
  lintOk = false;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (problems.length || !lintOk) process.exit(1);
