import { loadContract } from '../http/contract';
import { operations } from '../app';
import { administratorReads, auditedOperations } from './auditedOperations';

/** The contract's x-query: a POST that only reads. */
function readsOnly(): Set<string> {
  const paths = loadContract().paths as Record<string, Record<string, { operationId?: string; 'x-query'?: boolean }>>;
  return new Set(Object.values(paths).flatMap((item) => Object.values(item).filter((op) => op?.['x-query'] === true).map((op) => op.operationId!)));
}

describe('the audit log covers every action only administrators may take', () => {
  test('every operation only administrators may call that changes something is classified, built or not', () => {
    const reads = readsOnly();
    const unclassified = operations()
      .filter((op) => ['admin', 'system', 'superAdmin'].includes(op.access) && op.method !== 'GET' && !reads.has(op.operationId))
      .map((op) => op.operationId)
      .filter((id) => !(id in auditedOperations) && !administratorReads.has(id));
    expect(unclassified).toEqual([]);
  });

  test('every audited operation is one of the contract', () => {
    const known = new Set(operations().map((op) => op.operationId));
    expect(Object.keys(auditedOperations).filter((id) => !known.has(id))).toEqual([]);
  });
});
