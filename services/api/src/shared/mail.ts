import { createMailSender, type MailSender } from '@spend/runtime/mail';
import type { ApiConfig } from './config';

/**
 * The API's mail (welcome mails, to-do reminders): through the relay when SMTP_URL is set, else
 * written to the identity provider's outbox folder beside its reset mails (development).
 */
export const apiMailSender = (config: Pick<ApiConfig, 'SMTP_URL' | 'MAIL_FROM' | 'IDENTITY_OUTBOX_DIR'>): MailSender =>
  createMailSender(config, config.IDENTITY_OUTBOX_DIR);
