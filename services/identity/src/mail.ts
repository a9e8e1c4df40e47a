import { mkdir, rename, writeFile } from 'node:fs/promises';
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

  /** The newest mail to this address, if any. */
  latestTo(email: string): Mail | undefined {
    const to = email.trim().toLowerCase();
    return this.mails.findLast((mail) => mail.to === to);
  }
}
