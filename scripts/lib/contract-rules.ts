/**
 * The house rules of the contract that OpenAPI lint does not know: every operation has a
 * camelCase operationId, one known tag matching its file, a known x-access, a known
 * x-permission, and x-status-codes keyed by integers, each with a camelCase name unique in its
 * operation (the constant both sides use, generated into src/contract/statusCodes.ts) and a
 * description.
 */
import { accessRoles } from '../../src/domain/access';
import { permissionIds } from '../../src/domain/permissions';

type Json = Record<string, unknown>;
export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface ContractOperation {
  path: string;
  method: (typeof httpMethods)[number];
  operation: Json;
}

export function operationsOf(doc: Json): ContractOperation[] {
  const found: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of httpMethods) {
      const operation = (item as Json)[method] as Json | undefined;
      if (operation) found.push({ path, method, operation });
    }
  }
  return found;
}

export function contractProblems(doc: Json): string[] {
  const problems: string[] = [];
  const tags = new Set(((doc.tags as Json[]) ?? []).map((t) => t.name as string));
  const ids = new Map<string, string>();
  for (const { path, method, operation: op } of operationsOf(doc)) {
    const where = `${method.toUpperCase()} ${path}`;
    const id = op.operationId;
    if (typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(id)) problems.push(`${where}: operationId must be camelCase`);
    else if (ids.has(id)) problems.push(`${where}: operationId ${id} is also used by ${ids.get(id)}`);
    else ids.set(id, where);
    const opTags = op.tags as string[] | undefined;
    if (!opTags || opTags.length !== 1 || !tags.has(opTags[0])) problems.push(`${where}: needs exactly one known tag`);
    if (!accessRoles.includes(op['x-access'] as never)) problems.push(`${where}: x-access must be one of ${accessRoles.join(', ')}`);
    const permission = op['x-permission'];
    if (permission !== undefined && !permissionIds.includes(permission as number)) problems.push(`${where}: unknown x-permission ${String(permission)}`);
    const codes = op['x-status-codes'] as Json | undefined;
    if (codes !== undefined) {
      const names = new Set<string>();
      for (const [code, entry] of Object.entries(codes)) {
        if (!/^-?\d+$/.test(code)) problems.push(`${where}: x-status-codes key ${code} is not an integer`);
        const { name, description } = (entry ?? {}) as { name?: unknown; description?: unknown };
        if (typeof name !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(name)) problems.push(`${where}: x-status-codes ${code} needs a camelCase name`);
        else if (names.has(name)) problems.push(`${where}: x-status-codes name ${name} is used twice`);
        else names.add(name);
        if (typeof description !== 'string' || !description) problems.push(`${where}: x-status-codes ${code} needs a description`);
      }
    }
    if (op['x-query'] !== undefined && method !== 'post') problems.push(`${where}: x-query is only for POST`);
  }
  return problems;
}
