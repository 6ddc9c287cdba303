/**
 * `npm run generate:api`: bundles the contract into api-spec/openapi.json, then writes the
 * browser's RTK Query endpoints, one file per tag, into src/app/api/generated/. With
 * `--check` it writes nothing and fails when the committed files differ (CI runs this).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { buildContract, bundlePath, serializeContract } from './lib/contract';

const root = join(__dirname, '..');
const generatedDir = join(root, 'src', 'app', 'api', 'generated');

interface OperationFacts {
  tags?: string[];
  'x-query'?: boolean;
  'x-event-stream'?: boolean;
}

/** Writes the bundle and every generated file into `outDir`; returns file name → text. */
export async function generateApi(outDir: string, bundleFile: string): Promise<void> {
  const doc = buildContract();
  writeFileSync(bundleFile, serializeContract(doc));
  mkdirSync(outDir, { recursive: true });
  const tags = (doc.tags as { name: string }[]).map((t) => t.name);
  for (const tag of tags) {
    const outputFile = join(outDir, `${tag}.ts`);
    // The codegen writes the import of baseApi relative to the output file.
    const apiFile = join(root, 'src', 'app', 'api', 'baseApi.ts');
    await generateEndpoints({
      schemaFile: bundleFile,
      apiFile: `./${relative(process.cwd(), apiFile)}`,
      apiImport: 'baseApi',
      outputFile: relative(process.cwd(), outputFile),
      exportName: `${tag}Api`,
      hooks: { queries: true, lazyQueries: true, mutations: true },
      useUnknown: true,
      filterEndpoints: (_name, def) => {
        const op = def.operation as OperationFacts;
        // Calls outside /api (short links, health) and the event stream are not RTK endpoints.
        return Boolean(op.tags?.includes(tag)) && !op['x-event-stream'] && !def.pathItem.servers;
      },
      endpointOverrides: [
        { pattern: (_name, def) => def.verb === 'post' && Boolean((def.operation as OperationFacts)['x-query']), type: 'query' },
      ],
    });
    if (!existsSync(outputFile)) writeFileSync(outputFile, `// No browser endpoints for tag ${tag}.\nexport {};\n`);
  }
}

async function main(): Promise<void> {
  process.chdir(root);
  const check = process.argv.includes('--check');
  if (!check) {
    rmSync(generatedDir, { recursive: true, force: true });
    await generateApi(generatedDir, bundlePath);
    console.log(`generated ${readdirSync(generatedDir).length} files in ${relative(root, generatedDir)} and ${relative(root, bundlePath)}`);
    return;
  }
  // A sibling of generated/, so the generated imports of ../baseApi read the same.
  const dir = mkdtempSync(join(root, 'src', 'app', 'api', '.check-'));
  try {
    await generateApi(dir, join(dir, 'openapi.json'));
    const stale = diffGenerated(dir, join(dir, 'openapi.json'));
    if (stale.length) {
      console.error(`Generated API is out of date (run npm run generate:api): ${stale.join(', ')}`);
      process.exit(1);
    }
    console.log('generated API is up to date');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Names of committed files that differ from a fresh generation. */
export function diffGenerated(freshDir: string, freshBundle: string): string[] {
  const stale: string[] = [];
  const read = (f: string) => (existsSync(f) ? readFileSync(f, 'utf8') : null);
  if (read(freshBundle) !== read(bundlePath)) stale.push('api-spec/openapi.json');
  const names = new Set([...readdirSync(freshDir).filter((n) => n !== 'openapi.json'), ...(existsSync(generatedDir) ? readdirSync(generatedDir) : [])]);
  for (const name of names) {
    if (read(join(freshDir, name)) !== read(join(generatedDir, name))) stale.push(`src/app/api/generated/${name}`);
  }
  return stale;
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
