import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import pg from 'pg';
import { afterAll } from 'vitest';
import { callApi } from './browser';
import type { Stack } from './stack';

/**
 * The bank connections a test file links, to be pushed to the returned list: their sync schedules
 * live on the shared Temporal server, so they are deleted after the file's tests.
 */
export const linkedBankItems = (): string[] => {
  const ids: string[] = [];
  afterAll(async () => {
    if (!ids.length) return;
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233' });
    const client = new Client({ connection });
    for (const id of ids) await client.schedule.getHandle(`bank-sync-${id}`).delete().catch(() => undefined);
    await connection.close();
  });
  return ids;
};

/** A bank connection linked as the bank test links one on screen (the hosted Link page's two steps, then the exchange), answered through the API. */
export const linkBank = async (stack: Stack, token: string): Promise<string> => {
  const { plaidLinkToken } = await callApi<{ plaidLinkToken: { hostedLinkUrl: string } }>(stack, token, 'query ($r: String) { plaidLinkToken(redirectUri: $r) { hostedLinkUrl } }', { r: `${stack.web}/settings/integrations` });
  const form = (fields: [string, string][]) => ({ method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' as const });
  const linkToken = new URL(plaidLinkToken.hostedLinkUrl).searchParams.get('token')!;
  const signIn = await (await fetch(`${stack.bankFeed}/link/sign-in`, form([['token', linkToken], ['institution', 'ins_simulated'], ['username', 'user_good'], ['password', 'pass_good']]))).text();
  const session = /name="session" value="([^"]+)"/.exec(signIn)![1]!;
  const back = new URL((await fetch(`${stack.bankFeed}/link/complete`, form([['session', session], ['account', '0']]))).headers.get('location')!);
  const { exchangePlaidPublicToken } = await callApi<{ exchangePlaidPublicToken: { id: string } }>(stack, token, 'mutation ($t: String!) { exchangePlaidPublicToken(publicToken: $t) { id } }', { t: back.searchParams.get('public_token') });
  return exchangePlaidPublicToken.id;
};

/** Card purchases posted to the account stream as the authorizer appends them (decideCardActivity), through the store's append function. */
export const postPurchase = async (stack: Stack, companyId: string, cents: number): Promise<void> => {
  const client = new pg.Client({ connectionString: stack.projectorUrl.replace('spend_projector', 'spend_api') });
  await client.connect();
  const at = new Date().toISOString();
  const data = { companyId, entries: [{ transactionId: randomUUID(), kind: 'DEBIT', cents, at }], at };
  const metadata = { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
  await client.query('SELECT * FROM append_events($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])', [`account-${companyId}`, 'any', [randomUUID()], ['CardActivityPosted'], [data], [metadata]]);
  await client.end();
};
