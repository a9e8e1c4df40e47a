import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailSender } from '@spend/runtime/mail';
import { startSmtpSink, type SmtpSink } from '@spend/runtime/testing';
import { AccountStore } from './accounts';
import { Outbox } from './mail';
import { startIdentityServer, type StartedIdentityServer } from './provider';

// The provider configured with an SMTP relay (SMTP_URL, MAIL_FROM), as main.ts makes its outbox.
const WEB = 'http://localhost:5173';
let sink: SmtpSink;
let identity: StartedIdentityServer;
let outboxDir: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  outboxDir = await mkdtemp(join(tmpdir(), 'identity-relay-'));
  const accounts = new AccountStore();
  for (const name of ['pat', 'kim']) await accounts.add(`${name}@example.test`, name, 'correct horse');
  const outbox = new Outbox(createMailSender({ SMTP_URL: sink.url, MAIL_FROM: 'Spend <no-reply@spend.example.com>' }, outboxDir));
  identity = await startIdentityServer({ port: 0, webOrigin: WEB, redirectUris: [`${WEB}/callback`], accounts, outbox });
});
afterAll(async () => {
  await identity?.close();
  await sink?.close();
  await rm(outboxDir, { recursive: true, force: true });
});

const requestReset = async (email: string) => {
  const answer = await fetch(`${identity.issuer}/password-reset/request`, { method: 'POST', headers: { 'content-type': 'application/json', origin: WEB }, body: JSON.stringify({ email }) });
  return { status: answer.status, body: await answer.json() as unknown };
};
const expected = (email: string) => ({ status: 200, body: { ok: true, message: `If an account exists, we have sent a password reset link to ${email}` } });

describe('reset mails through an SMTP relay', () => {
  it('delivers the reset link to the relay, and writes no outbox file', async () => {
    expect(await requestReset('pat@example.test')).toEqual(expected('pat@example.test'));
    await expect.poll(() => sink.messages.length).toBe(1);
    const [{ envelope, mail }] = sink.messages as [typeof sink.messages[0]];
    expect(envelope).toEqual({ from: 'no-reply@spend.example.com', to: ['pat@example.test'] });
    expect(mail.subject).toBe('Reset your Spend password');
    const link = identity.outbox.latestTo('pat@example.test')!.link;
    expect(link).toMatch(new RegExp(`^${identity.issuer}/password-reset/[\\w-]{43}$`));
    expect(mail.text).toContain(link);
    expect(await readdir(outboxDir)).toEqual([]);
  });

  it('answers a reset request as always when the relay refuses the mail', async () => {
    sink.refuse(550, 1);
    expect(await requestReset('kim@example.test')).toEqual(expected('kim@example.test'));
    await expect.poll(() => sink.messages.filter((m) => m.envelope.to.includes('kim@example.test'))).toMatchObject([{ accepted: false }]);
    // The link was made (and is kept for the dev console); only its mail was lost, and logged.
    expect(identity.outbox.latestTo('kim@example.test')).toBeDefined();
  });
});
