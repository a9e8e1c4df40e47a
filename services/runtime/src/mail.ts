// Every mail the product sends (the identity provider's reset links, the API's welcome mail, the to-do
// reminders) leaves through one sender: an SMTP relay when the service is given one (SMTP_URL and
// MAIL_FROM), else the development outbox folder (IDENTITY_OUTBOX_DIR) the dev console, `npm start`
// and the browser tests read. Its own entry (`@spend/runtime/mail`): only the services that mail load nodemailer.
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail carries (the outbox file keeps it apart, for tests and the dev console). */
  link: string;
  /** What mail it is (`reset`, `welcome`, `todo`): the outbox file's name says it. */
  kind: string;
  /**
   * A stable id for this one mail (only letters, digits, `.`, `-`): its Message-ID is `<id@MAIL_FROM's
   * domain>`, the same each time it is sent again. Without it the relay client makes a random one.
   */
  id?: string;
}

export interface MailSender {
  /** Delivers the mail (relay) or writes it (outbox folder); rejects when the relay refuses it or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
  /** Removes the mails to a forgotten address from the outbox folder; what a relay delivered is out of reach. */
  forget(email: string): Promise<void>;
}

/** SMTP_URL and MAIL_FROM as both services' configurations check them (with `mailSettingsIssue`). */
export const mailSettings = {
  /** The relay: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465; unset: the outbox folder. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of every mail, `no-reply@example.com` or `Spend <no-reply@example.com>`; needed with SMTP_URL. */
  MAIL_FROM: z.string().refine((value) => z.email().safeParse(addressOf(value)).success, 'must be an address, or a name and <address>').optional(),
};

/** What is wrong with these settings together, as the variable to name and why; null when nothing is. */
export const mailSettingsIssue = (config: { SMTP_URL?: string; MAIL_FROM?: string }): { path: string[]; message: string } | null =>
  config.SMTP_URL && !config.MAIL_FROM ? { path: ['MAIL_FROM'], message: 'is needed with SMTP_URL' } : null;

const addressOf = (from: string): string => (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
/** Members' addresses are kept lowercased (the domain's normalizeEmail); a mail goes to, and is forgotten by, that form. */
const recipient = (to: string): string => to.trim().toLowerCase();

/** The sender of this service's configuration: the relay when SMTP_URL is set, else `outboxDir`. */
export const createMailSender = (config: { SMTP_URL?: string; MAIL_FROM?: string }, outboxDir: string): MailSender => {
  const folder = outboxFolder(outboxDir);
  if (!config.SMTP_URL) return folder;
  // No pool: a few mails a minute, and nothing to close at shutdown. Timeouts well inside the
  // reminder activity's minute, and a welcome mail's mutation does not wait minutes on a dead relay.
  const transport = nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  const domain = addressOf(config.MAIL_FROM!).split('@')[1];
  return {
    send: async (mail) => {
      await transport.sendMail({
        from: config.MAIL_FROM, to: recipient(mail.to), subject: mail.subject, text: mail.text,
        ...(mail.id ? { messageId: `<${mail.id}@${domain}>` } : {}),
      });
    },
    // Files written before the relay was configured may still hold the address.
    forget: folder.forget,
  };
};

/** Development mail: one `<time>-<kind>-<to>.json` file per mail in `folder`, nothing leaves the machine. */
export const outboxFolder = (folder: string): MailSender => ({
  send: async ({ kind, id: _id, ...mail }) => {
    const to = recipient(mail.to);
    const sent = { ...mail, to, sentAt: new Date() };
    const name = `${sent.sentAt.getTime()}-${kind}-${to.replace(/[^\w.@-]/g, '_')}.json`;
    await mkdir(folder, { recursive: true });
    // Written aside, then renamed: a reader never sees half a mail.
    await writeFile(join(folder, `${name}.part`), `${JSON.stringify(sent, null, 2)}\n`);
    await rename(join(folder, `${name}.part`), join(folder, name));
  },
  forget: async (email) => {
    const to = recipient(email);
    const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
    // Each mail says whose it is: the file name's address is sanitized, and other files are left.
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const mail = await readFile(join(folder, name), 'utf8').then((text) => JSON.parse(text) as { to?: unknown }, () => null);
      if (typeof mail?.to === 'string' && mail.to.toLowerCase() === to) await unlink(join(folder, name)).catch(() => undefined);
    }
  },
});
