/**
 * `npm run db:migrate [-- --persist-to DIR]`: applies the D1 migrations to the local state, as
 * `npm run db:setup` does before it seeds (PERSIST_DIR in the environment works like --persist-to).
 */
import { parseArgs } from 'node:util';
import { applyMigrations } from './seed/node/migrate';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string' } } });
applyMigrations(values['persist-to'] ?? process.env.PERSIST_DIR);
