// The boundaries issue 14 asks a tool to hold, and the rules the code already keeps.
// It lives in scripts/ because the repository's top level is fixed; `npm run lint` passes it
// with --config from the repository root (ESLint then reads its globs from the cwd, and files
// outside the cwd are skipped); the import zones are anchored at the root whatever the cwd.
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const features = readdirSync(resolve(root, 'src/app/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: domain and ui -> features -> shell/router/App (CONVENTIONS.md,
// bulletproof-react); the server and the browser meet only in src/domain and the contract.
const zones = [
  ...features.map((feature) => ({
    target: `./src/app/features/${feature}`,
    from: './src/app/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what two features share to src/app/ui, src/app/state or src/domain.',
  })),
  {
    target: './src/app/features',
    from: './src/app/shell',
    message: 'A feature never imports the shell: the shell is built from the features, not the other way.',
  },
  {
    target: ['./src/app/ui', './src/domain'],
    from: './src/app/features',
    message: 'src/app/ui and src/domain are below the features: they never import one.',
  },
  {
    target: './src/server',
    from: './src/app',
    message: 'The server never imports the browser app: shared rules live in src/domain, the contract in src/contract.',
  },
  {
    // Issue 14: the pipeline calls what it needs through interfaces the modules register.
    target: './src/server/messaging',
    from: './src/server/modules',
    message: 'src/server/messaging never imports src/server/modules: the modules register what the pipeline calls (messaging/hooks.ts).',
  },
  {
    target: ['./src/domain', './src/contract'],
    from: ['./src/app', './src/server'],
    message: 'src/domain and src/contract are shared by both sides: they import neither src/app nor src/server.',
  },
];

export default tseslint.config(
  {
    // RTK Query's codegen output: never edited by hand, so never linted either.
    ignores: ['src/app/api/generated/**', 'dist/**', 'node_modules/**', 'test-results/**'],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mts,mjs}'],
    // The whole recommended set holds today. Left off: the type-checked sets (they need the
    // TypeScript program, several times the lint time) and @eslint/js (not installed).
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      // A leading underscore names what is destructured only to be left out of the rest.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The browser bundles these: a Node built-in would break the build or bloat it.
    files: ['src/domain/**/*.ts', 'src/contract/**/*.ts', 'src/app/**/*.{ts,tsx}'],
    // Test files and test kits (named test*) run in Node under Jest.
    ignores: ['**/*.test.{ts,tsx}', '**/test*.{ts,tsx}', 'src/app/test/**'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // antd's preset palette (green, gold…) paints 12px text below 4.5:1 on its own tint, as axe
    // found on the invoices report. Tags and badges take the theme's status colours
    // (success, warning, error, processing), which ui/theme.ts darkens to pass.
    files: ['src/app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value=/^(green|gold|orange|lime|yellow|cyan|volcano|magenta|purple|geekblue|blue|red)$/]",
          message: "Use the theme's status colours (success, warning, error, processing, default): antd's preset palette fails colour contrast.",
        },
        {
          // What an effect returns is its clean-up, which React calls. Chromium's scrollIntoView now
          // answers a promise: `useEffect(() => el.scrollIntoView())` blanked the WhatsApp chat.
          selector: "CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrowFunctionExpression[body.type!='BlockStatement']",
          message: 'Give an effect a block body: the value an expression body returns becomes its clean-up.',
        },
      ],
    },
  },
  {
    // The same rule in the app's hooks (ts files have no palette rule to share it with).
    files: ['src/app/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrowFunctionExpression[body.type!='BlockStatement']",
          message: 'Give an effect a block body: the value an expression body returns becomes its clean-up.',
        },
      ],
    },
  },
  {
    // Written by scripts/generate-api.ts from the contract, like src/app/api/generated.
    files: ['src/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
