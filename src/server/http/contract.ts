/**
 * Reads the bundled contract (api-spec/openapi.json) and turns each operation into what the
 * server needs to route it: method, fastify path, access, and the JSON schemas (with $refs
 * resolved) that fastify validates requests with.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AccessRole } from '../../domain/access';

type Json = Record<string, unknown>;
export type JsonSchema = Json;

/** One business result code of an operation (x-status-codes): its constant's name and meaning. */
export interface StatusCode {
  name: string;
  description: string;
}

export interface ContractOperation {
  operationId: string;
  tag: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path, e.g. /contacts/get-contacts-page-data or /main/templates/{id}. */
  specPath: string;
  /** The fastify route, with the server prefix: /api/main/templates/:id. */
  url: string;
  access: AccessRole;
  permission?: number;
  statusCodes: Record<string, StatusCode>;
  bodySchema?: JsonSchema;
  querySchema?: JsonSchema;
  paramsSchema?: JsonSchema;
  /** The 200 JSON answer, for checking what handlers return. */
  responseSchema?: JsonSchema;
  bodyKind: 'none' | 'json' | 'form' | 'multipart';
  /** A JSON (or form) body that may instead come as multipart/form-data, which the handler reads itself. */
  multipartToo: boolean;
  bodyRequired: boolean;
  eventStream: boolean;
}

export const contractFile = join(__dirname, '..', '..', '..', 'api-spec', 'openapi.json');

export const loadContract = (file = contractFile): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;

/** Resolves local $refs and drops what JSON Schema validators do not know (x-*, binary). */
export function resolveSchema(doc: Json, schema: unknown, seen: string[] = []): JsonSchema {
  if (Array.isArray(schema)) return schema.map((s) => resolveSchema(doc, s, seen)) as unknown as JsonSchema;
  if (!schema || typeof schema !== 'object') return schema as JsonSchema;
  const node = schema as Json;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    // A recursive schema (a family tree) is checked down to where it repeats itself.
    if (seen.includes(ref)) return {};
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return resolveSchema(doc, target, [...seen, ref]);
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') || key === 'example' || key === 'examples') continue;
    if (key === 'format' && value === 'binary') continue;
    // Property maps are keyed by field names, which are never schema keywords.
    out[key] = key === 'properties'
      ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, resolveSchema(doc, v, seen)]))
      : resolveSchema(doc, value, seen);
  }
  return out;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function contractOperations(doc: Json): ContractOperation[] {
  const defaultPrefix = (((doc.servers as Json[]) ?? [])[0]?.url as string | undefined) ?? '';
  const operations: ContractOperation[] = [];
  for (const [specPath, rawItem] of Object.entries(doc.paths as Json)) {
    const item = rawItem as Json;
    const servers = item.servers as Json[] | undefined;
    const prefix = (servers?.[0]?.url as string | undefined) ?? defaultPrefix;
    for (const method of methods) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map(
        (p) => resolveSchema(doc, p) as Json,
      );
      const objectOf = (where: string): JsonSchema | undefined => {
        const ps = parameters.filter((p) => p.in === where);
        if (!ps.length) return undefined;
        return {
          type: 'object',
          properties: Object.fromEntries(ps.map((p) => [p.name, p.schema ?? {}])),
          required: ps.filter((p) => p.required).map((p) => p.name),
        };
      };
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Json;
      const json = (content['application/json'] ?? content['application/x-www-form-urlencoded']) as Json | undefined;
      const bodyKind: ContractOperation['bodyKind'] = content['application/json']
        ? 'json'
        : content['application/x-www-form-urlencoded']
          ? 'form'
          : content['multipart/form-data']
            ? 'multipart'
            : 'none';
      const ok = ((op.responses as Json)['200'] as Json | undefined)?.content as Json | undefined;
      const okJson = ok?.['application/json'] as Json | undefined;
      operations.push({
        operationId: op.operationId as string,
        tag: (op.tags as string[])[0],
        method: method.toUpperCase() as ContractOperation['method'],
        specPath,
        url: `${prefix.replace(/\/$/, '')}${specPath}`.replace(/\{([^}]+)\}/g, ':$1'),
        access: op['x-access'] as AccessRole,
        permission: op['x-permission'] as number | undefined,
        statusCodes: (op['x-status-codes'] as Record<string, StatusCode> | undefined) ?? {},
        bodySchema: json?.schema ? resolveSchema(doc, json.schema) : undefined,
        querySchema: objectOf('query'),
        paramsSchema: objectOf('path'),
        responseSchema: okJson?.schema ? resolveSchema(doc, okJson.schema) : undefined,
        bodyKind,
        multipartToo: bodyKind !== 'multipart' && Boolean(content['multipart/form-data']),
        bodyRequired: Boolean((op.requestBody as Json | undefined)?.required),
        eventStream: Boolean(op['x-event-stream']),
      });
    }
  }
  return operations;
}
