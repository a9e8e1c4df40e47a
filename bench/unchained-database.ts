import { appendFileSync, copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { EVENT_STORE_MIGRATIONS } from '@spend/eventstore';
import { copyTemplate, dropDatabase, migratedTemplate, withDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { ADMIN_DATABASE_URL } from '@spend/runtime/testing';

/** The event-store migration of the hash chain (issue #26): the baseline leaves it out. */
const CHAIN_MIGRATION = '012_hash_chain.sql';

/**
 * A test database of the event store as it is but for the hash chain: every migration except the
 * chain's (none after it touches the chain), copied to a folder of their own (the template is then
 * made and kept like any other). Not "the migrations before the chain": the append of today calls
 * functions of later ones (ensure_person_keys, migration 016), and the baseline must be today's
 * appends without the chain, not the appends of the day it came.
 */
export const createUnchainedDatabase = async (label: string): Promise<TestDatabase> => {
  const folder = mkdtempSync(join(tmpdir(), 'unchained-'));
  try {
    for (const file of readdirSync(EVENT_STORE_MIGRATIONS.folder).filter((f) => f.endsWith('.sql') && f !== CHAIN_MIGRATION)) {
      copyFileSync(new URL(file, EVENT_STORE_MIGRATIONS.folder), join(folder, file));
    }
    const template = await migratedTemplate([{ component: 'eventstore', folder: pathToFileURL(`${folder}/`) }]);
    const name = `t_${label}_${randomBytes(4).toString('hex')}`;
    // Named before it exists, as createTestDatabase does: the bench runner drops what a stopped run left.
    if (process.env.TEST_DATABASE_LOG) appendFileSync(process.env.TEST_DATABASE_LOG, `${name}\n`);
    await copyTemplate(template, name);
    return { name, url: withDatabase(ADMIN_DATABASE_URL, name), urlAs: (role) => withDatabase(ADMIN_DATABASE_URL, name, role), drop: () => dropDatabase(name) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
