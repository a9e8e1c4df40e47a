import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { ADMIN_DATABASE_URL } from '@spend/runtime/testing';
import { runMigrations, type Migrations } from '../postgres/migrate';
import { EVENT_STORE_MIGRATIONS } from '../postgres/schema';

export interface TestDatabase {
  name: string;
  /** Owner (superuser) connection string: migrations and test set-up only. */
  url: string;
  /** Connection string for a service role (`spend_api`, `spend_projector`). */
  urlAs(role: string): string;
  drop(): Promise<void>;
}

export const withDatabase = (url: string, database: string, user?: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (user) u.username = user;
  return u.toString();
};

/** A name for the template of these migrations: it changes whenever a migration file does. */
const templateName = (sets: readonly Migrations[]): string => {
  const hash = createHash('sha256');
  for (const { component, folder } of sets) {
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()) {
      hash.update(`${component}\0${file}\0`).update(readFileSync(new URL(file, folder))).update('\0');
    }
  }
  return `tpl_${hash.digest('hex').slice(0, 20)}`;
};

const made = new Map<string, Promise<string>>();

/**
 * A template database with these migrations applied, made once for every test process of the
 * machine (an advisory lock keeps parallel files from making it twice) and kept while the migration
 * files stay the same: a file's database is then a copy (CREATE DATABASE … TEMPLATE), not a
 * migration run. A template is marked IS_TEMPLATE only once complete, and refuses connections, so
 * nobody can hold it open while a copy is taken.
 */
export const migratedTemplate = (sets: readonly Migrations[]): Promise<string> =>
  templateOnce(templateName(sets), async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      for (const { component, folder } of sets) await runMigrations(pool, component, folder);
    } finally {
      await pool.end();
    }
  });

/**
 * The template database `name`, filled by `fill` (given its owner connection string) once for every
 * process of the machine: the first to ask makes it under an advisory lock while the others wait, and
 * it is kept as long as its name stays the same (name it after what fills it).
 */
export const templateOnce = (name: string, fill: (url: string) => Promise<void>): Promise<string> => {
  let template = made.get(name);
  if (!template) {
    template = makeTemplate(name, fill);
    made.set(name, template);
    template.catch(() => made.delete(name));
  }
  return template;
};

const makeTemplate = async (name: string, fill: (url: string) => Promise<void>): Promise<string> => {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await admin.query<{ datistemplate: boolean }>('SELECT datistemplate FROM pg_database WHERE datname = $1', [name]);
    if (rows[0]?.datistemplate) return name;
    // Left half-made by a process that died while filling it: start again.
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await fill(withDatabase(ADMIN_DATABASE_URL, name));
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
};

/**
 * A small database of its own per test file, so files run in parallel: a copy of a template with the
 * event store's schema, and the `also` migrations after it (the read models', for most callers).
 */
export const createTestDatabase = async (label: string, also: readonly Migrations[] = []): Promise<TestDatabase> => {
  const name = `t_${label.replace(/\W/g, '_').toLowerCase().slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  const template = await migratedTemplate([EVENT_STORE_MIGRATIONS, ...also]);
  // Named before it exists: a supervisor (bench/runner.ts) that stops this process drops what it left.
  if (process.env.TEST_DATABASE_LOG) appendFileSync(process.env.TEST_DATABASE_LOG, `${name}\n`);
  await copyTemplate(template, name);
  const url = withDatabase(ADMIN_DATABASE_URL, name);
  return {
    name,
    url,
    urlAs: (role) => withDatabase(ADMIN_DATABASE_URL, name, role),
    drop: () => dropDatabase(name),
  };
};

/**
 * CREATE DATABASE name TEMPLATE template, with the template's per-database settings (ALTER ROLE … IN
 * DATABASE, ALTER DATABASE … SET: the API role's statement timeout), which PostgreSQL keeps outside
 * the database and so does not copy.
 */
export const copyTemplate = async (template: string, name: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const { rows } = await admin.query<{ role: string | null; setting: string }>(
      `SELECT CASE WHEN s.setrole = 0 THEN NULL ELSE s.setrole::regrole::text END AS role, unnest(s.setconfig) AS setting
         FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase WHERE d.datname = $1`,
      [template],
    );
    for (const { role, setting } of rows) {
      const at = setting.indexOf('=');
      const set = `SET ${pg.escapeIdentifier(setting.slice(0, at))} = ${pg.escapeLiteral(setting.slice(at + 1))}`;
      await admin.query(role ? `ALTER ROLE ${role} IN DATABASE ${name} ${set}` : `ALTER DATABASE ${name} ${set}`);
    }
  } finally {
    await admin.end();
  }
};

export const dropDatabase = async (name: string): Promise<void> => {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  // pool.end() resolves before its sockets close: give them a moment to go on their own, so
  // FORCE does not kill connections whose pools would report it as an error.
  for (let i = 0; i < 40; i++) {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (Number(rows[0]!.n) === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
};
