import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiContext } from '../shared/context';

/** How a welcome mail's file name ends, for an address (lowercased). */
const fileSuffix = (to: string): string => `-welcome-${to.replace(/[^\w.@-]/g, '_')}.json`;

/**
 * The welcome mail a new member gets (spec 6: bypassWelcomeEmail skips it). It goes through the
 * identity provider's outbox folder, in its file format (services/identity/src/mail.ts), so the
 * dev console and browser tests read it beside the reset mails. The link leads to choosing a password.
 */
export const sendWelcomeMail = async (ctx: ApiContext, member: { email: string; firstName: string }): Promise<void> => {
  if (ctx.flags.has('bypassWelcomeEmail')) return;
  const { IDENTITY_OUTBOX_DIR: folder, WEB_ORIGIN } = ctx.services.config;
  const link = `${WEB_ORIGIN}/forgot-password`;
  const to = member.email.trim().toLowerCase();
  const sent = {
    to,
    subject: 'Welcome to Spend',
    text: `Hello ${member.firstName},\n\nYou have been added to Spend. Choose your password here to sign in:\n${link}\n`,
    link,
    sentAt: new Date(),
  };
  const name = `${sent.sentAt.getTime()}${fileSuffix(to)}`;
  try {
    await mkdir(folder, { recursive: true });
    // Written aside, then renamed: a reader never sees half a mail.
    await writeFile(join(folder, `${name}.part`), `${JSON.stringify(sent, null, 2)}\n`);
    await rename(join(folder, `${name}.part`), join(folder, name));
  } catch (error) {
    // The member is recorded already; a lost mail is not a reason to fail the mutation.
    console.error('api: welcome mail not written', error);
  }
};

/** A forgotten member's welcome mails leave the outbox (they hold the email and name). */
export const forgetWelcomeMails = async (ctx: ApiContext, email: string): Promise<void> => {
  const folder = ctx.services.config.IDENTITY_OUTBOX_DIR;
  const to = email.trim().toLowerCase();
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  for (const name of names.filter((n) => n.endsWith(fileSuffix(to)))) {
    // The file name's address is sanitized: the mail itself says whose it is.
    const mail = JSON.parse(await readFile(join(folder, name), 'utf8')) as { to: string };
    if (mail.to === to) await unlink(join(folder, name));
  }
};
