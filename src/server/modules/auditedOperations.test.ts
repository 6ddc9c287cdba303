import { loadContract } from '../http/contract';
import { operations } from '../app';
import { handlers } from '.';
import { administratorReads, auditedOperations } from './auditedOperations';

/** The contract's x-query: a POST that only reads. */
function readsOnly(): Set<string> {
  const paths = loadContract().paths as Record<string, Record<string, { operationId?: string; 'x-query'?: boolean }>>;
  return new Set(Object.values(paths).flatMap((item) => Object.values(item).filter((op) => op?.['x-query'] === true).map((op) => op.operationId!)));
}

describe('the audit log covers every action only administrators may take', () => {
  test('a handled operation of x-access admin, system or superAdmin that changes something is audited (or named as a read)', () => {
    const reads = readsOnly();
    const missing = operations()
      .filter((op) => ['admin', 'system', 'superAdmin'].includes(op.access) && op.method !== 'GET' && !reads.has(op.operationId) && op.operationId in handlers)
      .map((op) => op.operationId)
      .filter((id) => !(id in auditedOperations) && !administratorReads.has(id));
    expect(missing).toEqual([]);
  });

  test('every audited operation is one of the contract', () => {
    const known = new Set(operations().map((op) => op.operationId));
    expect(Object.keys(auditedOperations).filter((id) => !known.has(id))).toEqual([]);
  });
});
