/**
 * The boundaries `npm run lint` holds (scripts/eslint.config.mjs, issue 14): each case lints a
 * few lines as if they were a file at that path, through the real config, and names the rule
 * that must refuse them, or none where the import is allowed.
 * ESLint runs in a child process: its config is an ES module, which Jest's CommonJS cannot load.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..');

interface Case {
  name: string;
  filePath: string;
  code: string;
  /** The rule that refuses the code, or null when it passes. */
  rule: string | null;
}

const cases: Case[] = [
  {
    name: 'a feature imports its own files',
    filePath: 'src/app/features/templates/probe.ts',
    code: "import { templates } from './testData';\nexport const probe = templates;\n",
    rule: null,
  },
  {
    name: 'a feature never imports another feature',
    filePath: 'src/app/features/templates/probe.ts',
    code: "import { customers } from '../contacts/testData';\nexport const probe = customers;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a feature never imports the shell',
    filePath: 'src/app/features/templates/probe.ts',
    code: "import { menuGroupKeys } from '../../shell/menu';\nexport const probe = menuGroupKeys;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'ui never imports a feature',
    filePath: 'src/app/ui/probe.ts',
    code: "import { templates } from '../features/templates/testData';\nexport const probe = templates;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the domain never imports the browser app',
    filePath: 'src/domain/probe.ts',
    code: "import { apiBaseUrl } from '../app/api/apiBaseUrl';\nexport const probe = apiBaseUrl;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the domain never imports the server',
    filePath: 'src/domain/probe.ts',
    code: "import { pushAllowPrivate } from '../server/config';\nexport const probe = pushAllowPrivate;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the server never imports the browser app',
    filePath: 'src/server/probe.ts',
    code: "import { apiBaseUrl } from '../app/api/apiBaseUrl';\nexport const probe = apiBaseUrl;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the contract never imports the server',
    filePath: 'src/contract/probe.ts',
    code: "import { pushAllowPrivate } from '../server/config';\nexport const probe = pushAllowPrivate;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the sending pipeline never imports the modules',
    filePath: 'src/server/messaging/probe.ts',
    code: "import { ownList } from '../modules/contacts/lists';\nexport const probe = ownList;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the server imports the domain',
    filePath: 'src/server/probe.ts',
    code: "import { normalizeMobile } from '../domain/phones';\nexport const probe = normalizeMobile;\n",
    rule: null,
  },
  {
    name: 'the domain, which the browser bundles, never imports a Node built-in',
    filePath: 'src/domain/probe.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    rule: 'import-x/no-nodejs-modules',
  },
  {
    name: 'no import cycle',
    // baseApi imports baseQuery: baseQuery importing baseApi back closes a cycle.
    filePath: 'src/app/api/baseQuery.ts',
    code: "import { baseApi } from './baseApi';\nexport const probe = baseApi;\n",
    rule: 'import-x/no-cycle',
  },
  {
    name: 'no any',
    filePath: 'src/server/probe.ts',
    code: 'export const probe = (value: any) => value;\n',
    rule: '@typescript-eslint/no-explicit-any',
  },
];

// One ESLint for every case: loading it costs seconds on a busy machine.
const runner = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'scripts/eslint.config.mjs' });
const rules = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  rules.push(result.messages.map((m) => m.ruleId ?? m.message));
}
process.stdout.write(JSON.stringify(rules));
`;

let rulesOf: string[][];

beforeAll(() => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', runner], {
    cwd: root,
    input: JSON.stringify(cases.map(({ filePath, code }) => ({ filePath, code }))),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  rulesOf = JSON.parse(run.stdout) as string[][];
});

test.each(cases.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
  const { rule } = cases[i];
  expect(rulesOf[i]).toEqual(rule ? [rule] : []);
});
