import type { MailSender } from '@spend/runtime/mail';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail carries, for tests and the dev console. */
  link: string;
  sentAt: Date;
}

/**
 * The provider's mail: every mail is kept in memory (`mails`, what tests and the dev console read)
 * and, when a sender is given (`@spend/runtime/mail`: the SMTP relay, or the outbox folder's
 * `<time>-reset-<to>.json` files the browser tests read), sent through it.
 */
export class Outbox {
  readonly mails: Mail[] = [];

  constructor(readonly sender?: MailSender) {}

  /** Rejects when the sender does (a relay that refuses or is down); the mail stays in memory. */
  async send(mail: Omit<Mail, 'sentAt'>): Promise<void> {
    this.mails.push({ ...mail, sentAt: new Date() });
    await this.sender?.send({ ...mail, kind: 'reset' });
  }

  /** Removes every mail to a forgotten address, kept here and in the outbox folder (the API's welcome mails there too). */
  async forget(email: string): Promise<void> {
    const to = email.trim().toLowerCase();
    for (let i = this.mails.length - 1; i >= 0; i -= 1) if (this.mails[i]!.to === to) this.mails.splice(i, 1);
    await this.sender?.forget(to);
  }

  /** The newest mail to this address, if any. */
  latestTo(email: string): Mail | undefined {
    const to = email.trim().toLowerCase();
    return this.mails.findLast((mail) => mail.to === to);
  }
}
