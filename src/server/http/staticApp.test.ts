import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../test/testApp';

const vendor = `/* vendor */ ${'export const antd = "a component library";\n'.repeat(200)}`;
const indexHtml = '<!doctype html><html><head><script defer src="/assets/vendor-antd.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

let appDir: string;
let test: TestApp;

/** A build folder as `npm run build` leaves it: hashed assets with their .br and .gz beside them. */
function writeBuild(): void {
  mkdirSync(join(appDir, 'assets'));
  const asset = join(appDir, 'assets', 'vendor-antd.1a2b3c4d.js');
  writeFileSync(asset, vendor);
  writeFileSync(`${asset}.br`, brotliCompressSync(vendor));
  writeFileSync(`${asset}.gz`, gzipSync(vendor));
  writeFileSync(join(appDir, 'index.html'), indexHtml);
  writeFileSync(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'static-app-'));
  writeBuild();
  test = await startTestApp({ appDir });
});
afterAll(async () => {
  await test.close();
  rmSync(appDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  test.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the browser app is served compressed and cached by content hash', () => {
  it('a browser that accepts brotli gets the brotli file, with its JavaScript type', async () => {
    const response = await get('/assets/vendor-antd.1a2b3c4d.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(vendor);
  });

  it('one that accepts only gzip gets gzip, and one that accepts nothing gets the plain file', async () => {
    const gzipped = await get('/assets/vendor-antd.1a2b3c4d.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(vendor);
    const plain = await get('/assets/vendor-antd.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(vendor);
  });

  it('a content-hashed file is cached for a year as immutable, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const response = await get('/assets/vendor-antd.1a2b3c4d.js', encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('index.html and unhashed files are revalidated, at / and at any route of the app', async () => {
    for (const url of ['/index.html', '/login', '/campaign?x=1']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('unknown API paths still answer 404 in the envelope, not the app', async () => {
    const response = await get('/api/no/such/operation');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'errors.generic.notFound' });
  });
});
