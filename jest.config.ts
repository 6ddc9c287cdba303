/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
};

// Two projects: the browser app in jsdom, everything else (domain, server, scripts) in node.
const config: Config = {
  // A guard against a hung test, not a speed check: on the two-core CI machine, with both cores
  // busy, a long page test in jsdom (antd, many steps) has taken over 50 s.
  testTimeout: 120_000,
  // Jest's default leaves a core idle (cores - 1): on the two-core CI machine that is half of it.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/src', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/src/app/'],
      transform,
      setupFiles: ['<rootDir>/src/server/test/sqliteErrorRealm.ts', '<rootDir>/src/server/test/quietHoursOff.ts'],
      // ESM-only packages that fastify's inject requires; swc makes them CommonJS for Jest.
      transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
    },
    {
      displayName: 'browser',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src/app'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/src/app/test/globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/app/test/setup.ts'],
      transform,
      // msw's and antd's ESM-only parts go through swc too.
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|antd|@ant-design|@rc-component)/)'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/src/app/test/fileStub.ts' },
    },
    {
      // Browser end to end: only `npm run test:e2e` selects it (it starts the server first).
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform,
    },
  ],
};

export default config;
