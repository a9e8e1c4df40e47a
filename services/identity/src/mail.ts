import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail carries, for tests and the dev console. */
  link: string;
  sentAt: Date;
}

/**
 * Development mail: nothing leaves the machine. Every mail is kept in memory (`mails`) and, when a
 * folder is given, also written there as one `<time>-<n>-<to>.json` file (what browser tests read).
 */
export class Outbox {
  readonly mails: Mail[] = [];

  constructor(readonly folder?: string) {}

  async send(mail: Omit<Mail, 'sentAt'>): Promise<void> {
    const sent = { ...mail, sentAt: new Date() };
    this.mails.push(sent);
    if (this.folder) {
      await mkdir(this.folder, { recursive: true });
      const name = `${sent.sentAt.getTime()}-${this.mails.length}-${mail.to.replace(/[^\w.@-]/g, '_')}.json`;
      // Written aside, then renamed: a reader never sees half a mail.
      await writeFile(join(this.folder, `${name}.part`), `${JSON.stringify(sent, null, 2)}\n`);
      await rename(join(this.folder, `${name}.part`), join(this.folder, name));
    }
  }

  /** Removes every mail to a forgotten address, kept here and in the folder (the API's welcome mails there too). */
  async forget(email: string): Promise<void> {
    const to = email.trim().toLowerCase();
    for (let i = this.mails.length - 1; i >= 0; i -= 1) if (this.mails[i]!.to === to) this.mails.splice(i, 1);
    if (this.folder) await forgetMailsTo(this.folder, to);
  }

  /** The newest mail to this address, if any. */
  latestTo(email: string): Mail | undefined {
    const to = email.trim().toLowerCase();
    return this.mails.findLast((mail) => mail.to === to);
  }
}

/** Deletes the mail files of a folder addressed to `to` (lowercased); a missing folder holds none, other files are left. */
export const forgetMailsTo = async (folder: string, to: string): Promise<void> => {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const mail = await readFile(join(folder, name), 'utf8').then((text) => JSON.parse(text) as { to?: unknown }, () => null);
    if (typeof mail?.to === 'string' && mail.to.toLowerCase() === to) await unlink(join(folder, name)).catch(() => undefined);
  }
};
