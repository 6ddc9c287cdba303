import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database';

/** Adds an auto-numbered `id` primary key, spelled the way each database wants it. */
export function idColumn(dialect: DialectName) {
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
