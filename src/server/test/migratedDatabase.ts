/**
 * A test's database on the latest schema, without running every migration for it: the
 * migrations run once, then each test gets a copy. PostgreSQL copies a template database
 * (CREATE DATABASE … TEMPLATE), migrated once per schema on the test server and shared by the
 * Jest workers; SQLite in memory starts from the serialized image of a database migrated once
 * per worker. Migrating anew cost every PostgreSQL test about a second and every SQLite one a
 * tenth, hundreds of times a run.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, serializeSqlite, type Db, type OpenOptions } from '../db/database';
import { migrateToLatest, migrations } from '../db/migrate';
import { freshPostgres, postgresUrl } from './postgres';

/** Names the schema: the migrations' names and sources, so an edited migration gets a new template. */
function schemaHash(): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(migrations)) hash.update(name).update(readFileSync(join(__dirname, '../db/migrations', `${name}.ts`)));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | null = null;

/**
 * The template of this schema on the test server, made by the first worker that asks (an
 * advisory lock keeps two from making it at once). It is migrated under another name and renamed
 * when complete, so a worker that died halfway never leaves a half-migrated template.
 */
async function migratedTemplate(): Promise<string> {
  const name = `test_template_${schemaHash()}`;
  const admin = new pg.Client({ connectionString: postgresUrl! });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['test_template']);
    const known = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'test_template_%'");
    if (known.rows.some((row) => row.datname === name)) return name;
    // Templates of schemas this checkout no longer has.
    for (const row of known.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    const building = await freshPostgres();
    try {
      await migrateToLatest(building.db);
    } catch (error) {
      // A migration that fails leaves no half-built database behind on the server.
      await building.drop();
      throw error;
    }
    await building.db.destroy();
    await admin.query(`alter database ${new URL(building.url).pathname.slice(1)} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database on the latest schema; `drop` removes it. */
export async function migratedPostgres(): ReturnType<typeof freshPostgres> {
  if (!template) {
    template = migratedTemplate();
    // A failed attempt (the server was down) is not remembered: the next test tries again.
    template.catch(() => {
      template = null;
    });
  }
  return freshPostgres(await template);
}

let image: Promise<Buffer> | null = null;

async function migratedImage(): Promise<Buffer> {
  const db = openDatabase('sqlite::memory:');
  try {
    await migrateToLatest(db);
    return serializeSqlite(db);
  } finally {
    await db.destroy();
  }
}

/** An SQLite database on the latest schema: in memory, a copy of the image; a file, migrated there. */
export async function migratedSqlite(url = 'sqlite::memory:', options: Omit<OpenOptions, 'image'> = {}): Promise<Db> {
  if (url === 'sqlite::memory:') {
    image ??= migratedImage();
    return openDatabase(url, { ...options, image: await image });
  }
  const db = openDatabase(url, options);
  await migrateToLatest(db);
  return db;
}
