import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail carries, for tests and the dev console. */
  link: string;
}

/** How a mail's file name ends, for its kind and address (lowercased). */
export const outboxFileSuffix = (kind: string, to: string): string => `-${kind}-${to.replace(/[^\w.@-]/g, '_')}.json`;

/**
 * Writes a mail to the identity provider's outbox folder (IDENTITY_OUTBOX_DIR), in its file format
 * (services/identity/src/mail.ts): development mail, which the dev console and tests read.
 */
export const writeOutboxMail = async (folder: string, kind: string, mail: OutboxMail): Promise<void> => {
  const to = mail.to.trim().toLowerCase();
  const sent = { ...mail, to, sentAt: new Date() };
  const name = `${sent.sentAt.getTime()}${outboxFileSuffix(kind, to)}`;
  await mkdir(folder, { recursive: true });
  // Written aside, then renamed: a reader never sees half a mail.
  await writeFile(join(folder, `${name}.part`), `${JSON.stringify(sent, null, 2)}\n`);
  await rename(join(folder, `${name}.part`), join(folder, name));
};
