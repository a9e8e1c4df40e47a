import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

/** The simulators as npm start runs them: their own processes, each keeping its state in a file. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'spend-simulators-'));
const running = new Set<ChildProcess>();
afterAll(async () => {
  await Promise.all([...running].map(crash));
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `entry` on a port of its own; resolves its URL once it says where it listens. */
const start = (entry: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    running.add(child);
    child.stdout!.on('data', (chunk: Buffer) => {
      const url = /on (http:\/\/\S+)/.exec(chunk.toString('utf8'))?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
/** A kill -9: nothing of the process's own shutdown runs, as in a crash. */
const crash = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    running.delete(child);
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

it('the accounting platform still knows its companies, connections and ledger after its process restarts', async () => {
  const env = { ACCOUNTING_PORT: '0', ACCOUNTING_STATE_FILE: join(dir, 'accounting.json') };
  const headers = { authorization: `Basic ${Buffer.from('dev-codat-api-key').toString('base64')}`, 'content-type': 'application/json' };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's loose JSON answers
  const call = async (url: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const response = await fetch(`${url}${path}`, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
    return { status: response.status, body: await response.json() };
  };
  const first = await start('services/simulator/src/accounting-main.ts', env);
  const company = (await call(first.url, 'POST', '/companies', { name: 'Acme' })).body;
  const c = `/companies/${company.id}`;
  await call(first.url, 'POST', `${c}/connections`, { platformKey: 'gbol' });
  const travel = (await call(first.url, 'GET', `${c}/sync/expenses/mappingOptions`)).body.accounts.find((a: { name: string }) => a.name === 'Travel');
  const item = { id: 'txn-1', issueDate: '2026-11-02T00:00:00Z', currency: 'USD', merchantName: 'Delta', lines: [{ netAmount: 12.34, accountRef: { id: travel.id } }] };
  const pushed = (await call(first.url, 'POST', `${c}/sync/expenses/data/expense-transactions`, { items: [item] })).body;
  expect((await call(first.url, 'POST', `${c}/sync/expenses/syncs`, { datasetIds: [pushed.datasetId] })).status).toBe(200);
  await crash(first.child);

  const second = await start('services/simulator/src/accounting-main.ts', env);
  expect(await call(second.url, 'GET', c)).toEqual({ status: 200, body: { id: company.id, name: 'Acme', created: company.created } });
  expect((await call(second.url, 'GET', `${c}/connections`)).body.results).toMatchObject([{ platformKey: 'gbol', status: 'Linked' }]);
  // The same expense pushed again after the restart is known: still one ledger entry.
  const again = (await call(second.url, 'POST', `${c}/sync/expenses/data/expense-transactions`, { items: [item] })).body;
  await call(second.url, 'POST', `${c}/sync/expenses/syncs`, { datasetIds: [again.datasetId] });
  expect((await call(second.url, 'GET', `/_control/ledger/${company.id}`)).body).toMatchObject([{ transactionId: 'txn-1', amountCents: 1234 }]);
  expect((await call(second.url, 'GET', `/_control/ledger/${company.id}`)).body).toHaveLength(1);
  await crash(second.child);
});

it('the bank feed still knows its items, their transactions and its transfers after its process restarts', async () => {
  const env = { BANK_FEED_PORT: '0', BANK_FEED_STATE_FILE: join(dir, 'bank-feed.json') };
  const plaid = async (url: string, path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> =>
    (await (await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, unknown>;
  const form = (url: string, path: string, fields: [string, string][]) => fetch(`${url}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const first = await start('services/simulator/src/bank-feed-main.ts', env);
  // Linked as a person does it on the hosted Link page.
  const token = (await plaid(first.url, '/link/token/create', { hosted_link: { completion_redirect_uri: 'http://app.test/back' } })).link_token as string;
  const signedIn = await (await form(first.url, '/link/sign-in', [['token', token], ['institution', 'ins_simulated'], ['username', 'user_good'], ['password', 'pass_good']])).text();
  const session = /name="session" value="([^"]+)"/.exec(signedIn)![1]!;
  const done = await form(first.url, '/link/complete', [['session', session], ['account', '0']]);
  const publicToken = new URL(done.headers.get('location')!).searchParams.get('public_token')!;
  const { access_token: accessToken } = (await plaid(first.url, '/item/public_token/exchange', { public_token: publicToken })) as { access_token: string };
  const accountId = ((await plaid(first.url, '/accounts/get', { access_token: accessToken })).accounts as { account_id: string }[])[0]!.account_id;
  const authorization = (await plaid(first.url, '/transfer/authorization/create', { access_token: accessToken, account_id: accountId, type: 'debit', amount: '25.00' })).authorization as { id: string };
  const { transfer } = (await plaid(first.url, '/transfer/create', { access_token: accessToken, account_id: accountId, authorization_id: authorization.id, idempotency_key: 'pay-1' })) as { transfer: { id: string } };
  const before = await plaid(first.url, '/transactions/sync', { access_token: accessToken, cursor: null });
  await crash(first.child);

  const second = await start('services/simulator/src/bank-feed-main.ts', env);
  expect(await plaid(second.url, '/transactions/sync', { access_token: accessToken, cursor: null })).toEqual(before);
  expect(await plaid(second.url, '/transfer/get', { transfer_id: transfer.id })).toMatchObject({ transfer: { id: transfer.id, status: 'pending', amount: '25.00' } });
  // The public token stays spent, and the idempotency key still names the same transfer.
  expect(await plaid(second.url, '/item/public_token/exchange', { public_token: publicToken })).toMatchObject({ error_code: 'INVALID_PUBLIC_TOKEN' });
  const retried = await plaid(second.url, '/transfer/create', { access_token: accessToken, account_id: accountId, authorization_id: authorization.id, idempotency_key: 'pay-1' });
  expect(retried).toMatchObject({ transfer: { id: transfer.id } });
  await crash(second.child);
});
