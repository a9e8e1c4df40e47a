import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiContext } from '../shared/context';
import { outboxFileSuffix, writeOutboxMail } from '../shared/outbox';

/**
 * The welcome mail a new member gets (spec 6: bypassWelcomeEmail skips it). It goes through the
 * identity provider's outbox folder, in its file format (services/identity/src/mail.ts), so the
 * dev console and browser tests read it beside the reset mails. The link leads to choosing a password.
 */
export const sendWelcomeMail = async (ctx: ApiContext, member: { email: string; firstName: string }): Promise<void> => {
  if (ctx.flags.has('bypassWelcomeEmail')) return;
  const { IDENTITY_OUTBOX_DIR: folder, WEB_ORIGIN } = ctx.services.config;
  const link = `${WEB_ORIGIN}/forgot-password`;
  try {
    await writeOutboxMail(folder, 'welcome', {
      to: member.email, subject: 'Welcome to Spend', link,
      text: `Hello ${member.firstName},\n\nYou have been added to Spend. Choose your password here to sign in:\n${link}\n`,
    });
  } catch (error) {
    // The member is recorded already; a lost mail is not a reason to fail the mutation.
    console.error('api: welcome mail not written', error);
  }
};

/** A forgotten member's welcome and to-do reminder mails leave the outbox (they hold the email and name). */
export const forgetWelcomeMails = async (ctx: ApiContext, email: string): Promise<void> => {
  const folder = ctx.services.config.IDENTITY_OUTBOX_DIR;
  const to = email.trim().toLowerCase();
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  for (const name of names.filter((n) => ['welcome', 'todo'].some((kind) => n.endsWith(outboxFileSuffix(kind, to))))) {
    // The file name's address is sanitized: the mail itself says whose it is.
    const mail = JSON.parse(await readFile(join(folder, name), 'utf8')) as { to: string };
    if (mail.to === to) await unlink(join(folder, name));
  }
};
