import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail carries, for tests and the dev console. */
  link: string;
  sentAt: Date;
}

/** Development mail: kept in memory and, when a folder is configured, written there one file per mail. */
export class Outbox {
  readonly mails: Mail[] = [];

  constructor(private readonly folder?: string) {}

  async send(mail: Omit<Mail, 'sentAt'>): Promise<void> {
    const sent = { ...mail, sentAt: new Date() };
    this.mails.push(sent);
    if (this.folder) {
      await mkdir(this.folder, { recursive: true });
      await writeFile(join(this.folder, `${sent.sentAt.getTime()}-${mail.to}.json`), JSON.stringify(sent, null, 2));
    }
  }
}
