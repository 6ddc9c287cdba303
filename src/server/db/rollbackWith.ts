/**
 * "Undo everything this transaction wrote, and answer this": a refusal found halfway through
 * an acceptance must also undo the rows written before it (the campaign, its recipients, the
 * reservation), and the caller still owes its client an answer. Kysely rolls a transaction
 * back when its callback throws; this error carries the answer out of it.
 */
import type { Db } from './database';

export class RollbackWith<A> extends Error {
  constructor(readonly answer: A) {
    super('transaction rolled back with an answer');
  }
}

/** Runs `work` in a transaction; a RollbackWith thrown inside undoes it and its answer is returned. */
export async function transactionOrAnswer<T, A>(db: Db, work: (trx: Db) => Promise<T>): Promise<T | A> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof RollbackWith) return error.answer as A;
    throw error;
  }
}
