import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMailSender, mailSettings, mailSettingsIssue, type OutgoingMail } from './mail';
import { startSmtpSink, type SmtpSink } from './testing';

let sink: SmtpSink;
let folder: string;
const FROM = 'Spend <no-reply@spend.example.com>';
const mail = (to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to, kind: 'welcome', subject: 'Welcome to Spend', link: 'https://app.example/forgot-password',
  text: 'Hello Ada,\n\nChoose your password here:\nhttps://app.example/forgot-password\n', ...extra,
});

beforeAll(async () => {
  sink = await startSmtpSink();
  folder = await mkdtemp(join(tmpdir(), 'runtime-mail-'));
});
afterAll(async () => {
  await sink.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the mail sender through an SMTP relay (SMTP_URL)', () => {
  it('delivers to the relay as MAIL_FROM, signed in, with the stable Message-ID, and writes no outbox file', async () => {
    const sender = createMailSender({ SMTP_URL: sink.url, MAIL_FROM: FROM }, folder);
    await sender.send(mail('ada@example.test', { id: 'todo.run-1.3' }));
    const received = sink.messages.at(-1)!;
    expect(received).toMatchObject({ envelope: { from: 'no-reply@spend.example.com', to: ['ada@example.test'] }, user: 'user', accepted: true });
    expect(received.mail.messageId).toBe('<todo.run-1.3@spend.example.com>');
    expect(received.mail.subject).toBe('Welcome to Spend');
    expect(received.mail.from?.value).toEqual([{ name: 'Spend', address: 'no-reply@spend.example.com' }]);
    expect(received.mail.text).toContain('Hello Ada,');
    expect(received.mail.text).toContain('https://app.example/forgot-password');
    expect(await readdir(folder)).toEqual([]);

    // Sent again (a retried activity), it carries the same Message-ID: the duplicate can be dropped.
    await sender.send(mail('ada@example.test', { id: 'todo.run-1.3' }));
    expect(sink.messages.at(-1)!.mail.messageId).toBe('<todo.run-1.3@spend.example.com>');
    // Without an id, each mail gets an id of its own.
    await sender.send(mail('ada@example.test'));
    await sender.send(mail('ada@example.test'));
    const [a, b] = sink.messages.slice(-2).map((m) => m.mail.messageId);
    expect(a).not.toBe(b);
  });

  it.each([[451, 'a relay that says try later'], [550, 'a relay that refuses']])('fails the send on %i (%s)', async (code) => {
    const sender = createMailSender({ SMTP_URL: sink.url, MAIL_FROM: FROM }, folder);
    sink.refuse(code, 1);
    await expect(sender.send(mail('bob@example.test'))).rejects.toMatchObject({ responseCode: code });
    expect(sink.messages.at(-1)).toMatchObject({ envelope: { to: ['bob@example.test'] }, accepted: false });
    // The refusal was the relay's answer to that one mail: the next goes through.
    await sender.send(mail('bob@example.test'));
    expect(sink.messages.at(-1)).toMatchObject({ envelope: { to: ['bob@example.test'] }, accepted: true });
  });

  it('fails the send when the relay is down, and when the credentials are wrong', async () => {
    // A port nothing listens on.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    await expect(createMailSender({ SMTP_URL: `smtp://127.0.0.1:${closed}`, MAIL_FROM: FROM }, folder).send(mail('cy@example.test'))).rejects.toMatchObject({ code: 'ESOCKET' });
    await expect(createMailSender({ SMTP_URL: sink.url.replace('secret', 'wrong'), MAIL_FROM: FROM }, folder).send(mail('cy@example.test'))).rejects.toMatchObject({ code: 'EAUTH' });
    expect(sink.messages.filter((m) => m.envelope.to.includes('cy@example.test'))).toEqual([]);
  });
});

describe('the mail sender without a relay (the development outbox folder)', () => {
  it('writes one <time>-<kind>-<to>.json file per mail, lowercased, and forgets only the address it is told', async () => {
    const sender = createMailSender({}, folder);
    await sender.send(mail('Sam+Leaving@Example.test', { id: 'ignored' }));
    await sender.send(mail('sam_leaving@example.test', { kind: 'todo' }));
    await writeFile(join(folder, 'notes.txt'), 'kept');
    const names = (await readdir(folder)).filter((n) => n.endsWith('.json')).sort();
    expect(names.map((n) => n.replace(/^\d+/, '<time>'))).toEqual(expect.arrayContaining(['<time>-welcome-sam_leaving@example.test.json', '<time>-todo-sam_leaving@example.test.json']));
    const written = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(folder, n), 'utf8')) as Record<string, unknown>));
    expect(Object.keys(written[0]!).sort()).toEqual(['link', 'sentAt', 'subject', 'text', 'to']);
    expect(written.map((m) => m.to).sort()).toEqual(['sam+leaving@example.test', 'sam_leaving@example.test']);

    await sender.forget('SAM+leaving@example.test');
    const left = await readdir(folder);
    expect(left).toHaveLength(2);
    expect(left).toContain('notes.txt');
    expect(JSON.parse(await readFile(join(folder, left.find((n) => n.endsWith('.json'))!), 'utf8'))).toMatchObject({ to: 'sam_leaving@example.test' });
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  const schema = z.object(mailSettings);
  it('takes an smtp(s) URL and an address with or without a name, and wants MAIL_FROM with SMTP_URL', () => {
    expect(schema.parse({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Spend <no-reply@example.com>' })).toBeTruthy();
    expect(schema.parse({ SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'no-reply@example.com' })).toBeTruthy();
    expect(schema.safeParse({ SMTP_URL: 'http://mail.example.com' }).error?.issues[0]?.message).toBe('must be an smtp:// or smtps:// URL');
    expect(schema.safeParse({ MAIL_FROM: 'Spend <nobody>' }).error?.issues[0]?.message).toBe('must be an address, or a name and <address>');
    expect(mailSettingsIssue({ SMTP_URL: 'smtp://mail.example.com' })).toEqual({ path: ['MAIL_FROM'], message: 'is needed with SMTP_URL' });
    expect(mailSettingsIssue({})).toBeNull();
  });
});
