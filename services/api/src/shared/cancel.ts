import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Plugin } from 'graphql-yoga';
import type { ReadModels } from '@spend/projections/api';
import { currentRequest } from './tenant';

/**
 * When the HTTP client goes away, the statements still running for its request are cancelled
 * (`pg_cancel_backend` on the sessions whose transaction carries the request's tag, which
 * `withTenant` sets as `application_name`), and no further read starts.
 */
export const useCancelOnDisconnect = (db: Kysely<ReadModels>): Plugin => ({
  onExecute({ args, executeFn, setExecuteFn }) {
    const signal = (args.contextValue as { request?: Request }).request?.signal;
    if (!signal) return;
    const tag = `api-${randomUUID()}`;
    const cancel = () => {
      sql`SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE application_name = ${tag} AND pid <> pg_backend_pid()`.execute(db).catch(() => undefined);
    };
    signal.addEventListener('abort', cancel, { once: true });
    setExecuteFn((executeArgs) => currentRequest.run({ tag, signal }, () => executeFn(executeArgs)));
    return { onExecuteDone: () => signal.removeEventListener('abort', cancel) };
  },
});
