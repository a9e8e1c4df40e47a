import { loadProjectionsConfig } from '../config';
import { migrateDatabase } from '../migrate';

/** Creates the database when missing and applies every migration (owner role). */
const { MIGRATION_DATABASE_URL } = loadProjectionsConfig();
await migrateDatabase(MIGRATION_DATABASE_URL);
console.log('Database migrated');
