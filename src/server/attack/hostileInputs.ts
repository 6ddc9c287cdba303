/**
 * Issue 21's schema-driven fuzz: from an operation's JSON schemas, the requests an attacker
 * sends. Each variant names what it tries, so a failure says which input broke which operation.
 */
import type { ContractOperation, JsonSchema } from '../http/contract';

type Json = Record<string, unknown>;

export interface HostileRequest {
  what: string;
  url: string;
  /** Sent as the operation's body kind: an object (JSON or form) or raw bytes. */
  body?: unknown;
  raw?: { payload: string; contentType: string };
}

/** The strings every text field is tried with. */
export const hostileStrings: Record<string, string> = {
  huge: 'א'.repeat(200_000),
  rtlAndUnicode: '\u202Eשלום\u200F\u0000\uFEFF😀\u0301‮مرحبا',
  sqlLooking: "1' OR '1'='1'; DROP TABLE users; --",
  pathTraversal: '../../../../etc/passwd',
  formula: '=HYPERLINK("http://127.0.0.1/x","y")',
  internalUrl: 'http://169.254.169.254/latest/meta-data/',
};

const typeOf = (schema: JsonSchema): string | undefined => {
  const type = schema.type;
  return Array.isArray(type) ? (type.find((t) => t !== 'null') as string | undefined) : (type as string | undefined);
};

/** Strings a patterned field may take: a phone, a hash, a date; else letters as long as the field needs. */
const patternedStrings = ['0501234567', '972501234567', 'a'.repeat(64), '0'.repeat(64), '2026-01-01', '12:00', 'abcdefgh'];

function stringFor(schema: JsonSchema): string {
  const plain = 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
  if (typeof schema.pattern !== 'string') return plain;
  const pattern = new RegExp(schema.pattern, 'u');
  const fits = (s: string) => pattern.test(s) && s.length >= Number(schema.minLength ?? 0) && s.length <= Number(schema.maxLength ?? Infinity);
  return [plain, ...patternedStrings].find(fits) ?? plain;
}

/** A value the schema accepts, as small as it gets (the fuzz starts from one and breaks a part). */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length) return sampleOf(options[0] as JsonSchema, depth + 1);
  }
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s as JsonSchema, depth + 1) ?? {}));
  switch (typeOf(schema) ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return schema.format === 'date-time' ? new Date(0).toISOString() : schema.format === 'email' ? 'a@example.com' : stringFor(schema);
    case 'integer':
    case 'number':
      // An id nobody has (an operation called with it finds nothing to change), unless the schema bounds it.
      return schema.maximum === undefined ? Math.max(Number(schema.minimum ?? 0), 987_654) : Math.max(Number(schema.minimum ?? 0), Math.min(Number(schema.maximum), 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleOf(schema.items as JsonSchema, depth + 1));
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const out: Json = {};
      for (const name of (schema.required ?? []) as string[]) out[name] = sampleOf(properties[name], depth + 1);
      return out;
    }
    default:
      return undefined;
  }
}

/** A value of another type than the schema wants. */
function wrongTypeFor(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return { $gt: '' };
    case 'integer':
    case 'number':
      return '1 OR 1=1';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not a list';
    case 'object':
      return [1, 2, 3];
    default:
      return { $where: 'sleep(1000)' };
  }
}

const deepJson = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Every hostile request for one operation, at most `limit` of them. */
export function hostileRequests(op: ContractOperation, limit = 40): HostileRequest[] {
  const out: HostileRequest[] = [];
  const params = (op.paramsSchema?.properties ?? {}) as Record<string, JsonSchema>;
  const urlWith = (overrides: Record<string, string> = {}) =>
    op.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(overrides[name] ?? String(sampleOf(params[name]) ?? '1')));
  const url = urlWith();

  // Path parameters: every hostile string in each.
  for (const name of Object.keys(params)) {
    for (const [what, value] of Object.entries(hostileStrings)) out.push({ what: `path ${name}: ${what}`, url: urlWith({ [name]: value }) });
  }
  // Query strings: each field hostile, or of the wrong kind.
  const query = (op.querySchema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of Object.keys(query).slice(0, 6)) {
    for (const [what, value] of Object.entries(hostileStrings)) out.push({ what: `query ${name}: ${what}`, url: `${url}?${new URLSearchParams({ [name]: value }).toString()}` });
  }

  if (op.bodyKind === 'none') return out.slice(0, limit);
  const bodySchema = op.bodySchema ?? {};
  const valid = (sampleOf(bodySchema) ?? {}) as Json;
  out.push({ what: 'empty body', url, body: {} });
  out.push({ what: 'a valid body', url, body: valid });
  out.push({ what: 'extra and prototype fields', url, raw: { payload: JSON.stringify({ ...valid, extra: 'x', constructor: { prototype: { admin: true } } }).replace(/}$/, ',"__proto__":{"isAdmin":true}}'), contentType: 'application/json' } });
  out.push({ what: 'JSON nested 5,000 deep', url, raw: { payload: deepJson(5_000), contentType: 'application/json' } });
  out.push({ what: 'broken JSON', url, raw: { payload: '{"a":', contentType: 'application/json' } });
  out.push({ what: 'a list for a body', url, body: [valid] });
  const properties = (bodySchema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, schema] of Object.entries(properties).slice(0, 10)) {
    out.push({ what: `${name}: wrong type`, url, body: { ...valid, [name]: wrongTypeFor(schema) } });
    out.push({ what: `${name}: null`, url, body: { ...valid, [name]: null } });
    for (const [what, value] of Object.entries(hostileStrings)) out.push({ what: `${name}: ${what}`, url, body: { ...valid, [name]: typeOf(schema) === 'array' ? [value] : value } });
  }
  return out.slice(0, limit);
}

/** What no answer may show: a stack trace, the database's own words, a file path of the server. */
export function leakIn(body: string): string | null {
  const patterns: [string, RegExp][] = [
    ['a stack trace', /\n\s+at [\w.<>]+ \(/],
    ['a server file path', /\/(src|node_modules)\/[\w/.-]+\.(ts|js)/],
    ['SQLite words', /SQLITE_\w+|no such (table|column)|near ".*": syntax error/],
    ['PostgreSQL words', /relation ".*" does not exist|violates .* constraint|syntax error at or near|invalid input syntax for/],
  ];
  for (const [what, pattern] of patterns) if (pattern.test(body)) return what;
  return null;
}

/** Whether a 200 answers one of the operation's own negative codes: the contract's refusals ("not found", "no credits"). */
export function answersRefusalCode(op: ContractOperation, body: string): boolean {
  try {
    const code = (JSON.parse(body) as { data?: { status?: unknown } }).data?.status;
    return typeof code === 'number' && code < 0 && String(code) in op.statusCodes;
  } catch {
    return false;
  }
}
