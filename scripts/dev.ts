/**
 * `npm run dev`: the server on PORT (default 8080) and webpack-dev-server on DEV_PORT
 * (default 3000) with reload, proxying the API to the server.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');
const children = [
  spawn(process.execPath, ['-r', 'esbuild-register', join(root, 'src', 'server', 'main.ts')], { cwd: root, stdio: 'inherit', env: { ...process.env, APP_DIR: '' } }),
  spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
