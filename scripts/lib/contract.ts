/**
 * Builds the one OpenAPI document from its sources: api-spec/root.yaml, the shared
 * components, and one paths file per tag. The bundle (api-spec/openapi.json) is what the
 * server binds, what codegen reads and what lint checks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const specDir = join(__dirname, '..', '..', 'api-spec');
export const bundlePath = join(specDir, 'openapi.json');

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Json = Record<string, unknown>;

const readYaml = (file: string): Json => parse(readFileSync(join(specDir, file), 'utf8')) as Json;

/** The error answers each operation may give, by who may call it. */
function errorResponses(access: string): Json {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  const answers: Json = { '400': ref('BadRequest') };
  if (access !== 'public') Object.assign(answers, { '401': ref('Unauthorized'), '403': ref('Forbidden') });
  Object.assign(answers, { '429': ref('TooManyRequests'), '500': ref('ServerError'), '501': ref('NotImplemented') });
  return answers;
}

/** Shared schemas, plus the ones only one tag uses (components/schemas/<tag>.yaml). */
function readSchemas(): Json {
  const schemas = readYaml('components/schemas.yaml');
  const tagDir = join(specDir, 'components', 'schemas');
  const tagFiles = existsSync(tagDir) ? readdirSync(tagDir).filter((f) => f.endsWith('.yaml')).sort() : [];
  for (const file of tagFiles) {
    for (const [name, schema] of Object.entries(readYaml(join('components', 'schemas', file)))) {
      if (schemas[name]) throw new Error(`components/schemas/${file}: schema ${name} is already defined`);
      schemas[name] = schema;
    }
  }
  return schemas;
}

/**
 * The client codegen names a body argument after a referenced schema; wrapping a top-level
 * $ref in allOf makes it `body` everywhere, which is what the server binding passes.
 */
function nameBodyArgument(op: Json): void {
  const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
  for (const media of Object.values(content)) {
    const schema = media.schema as Json | undefined;
    if (schema && typeof schema.$ref === 'string') media.schema = { allOf: [schema] };
  }
}

export function buildContract(): Json {
  const root = readYaml('root.yaml');
  const paths: Json = {};
  const pathFiles = readdirSync(join(specDir, 'paths')).filter((f) => f.endsWith('.yaml')).sort();
  for (const file of pathFiles) {
    const items = readYaml(join('paths', file));
    for (const [path, item] of Object.entries(items)) {
      if (paths[path]) throw new Error(`${file}: path ${path} is already described in another file`);
      for (const method of methods) {
        const op = (item as Json)[method] as Json | undefined;
        if (!op) continue;
        const access = op['x-access'];
        if (typeof access !== 'string') throw new Error(`${file}: ${method.toUpperCase()} ${path} has no x-access`);
        op.responses = { ...errorResponses(access), ...(op.responses as Json) };
        nameBodyArgument(op);
        if (access === 'public') op.security = [];
      }
      paths[path] = item;
    }
  }
  return {
    ...root,
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token.' },
        authCookie: { type: 'apiKey', in: 'cookie', name: 'auth', description: 'The same token as an httpOnly cookie.' },
      },
      schemas: readSchemas(),
      responses: readYaml('components/responses.yaml'),
    },
  };
}

export const serializeContract = (doc: Json): string => `${JSON.stringify(doc, null, 2)}\n`;
