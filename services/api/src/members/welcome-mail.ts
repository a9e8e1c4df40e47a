import type { ApiContext } from '../shared/context';
import { apiMailSender } from '../shared/mail';

/**
 * The welcome mail a new member gets (spec 6: bypassWelcomeEmail skips it): through the SMTP relay,
 * or in development the identity provider's outbox folder, beside its reset mails, where the dev
 * console and browser tests read it. The link leads to choosing a password.
 */
export const sendWelcomeMail = async (ctx: ApiContext, member: { email: string; firstName: string }): Promise<void> => {
  if (ctx.flags.has('bypassWelcomeEmail')) return;
  const link = `${ctx.services.config.WEB_ORIGIN}/forgot-password`;
  try {
    await apiMailSender(ctx.services.config).send({
      kind: 'welcome', to: member.email, subject: 'Welcome to Spend', link,
      text: `Hello ${member.firstName},\n\nYou have been added to Spend. Choose your password here to sign in:\n${link}\n`,
    });
  } catch (error) {
    // The member is recorded already; a lost mail (a relay that refuses or is down) is not a reason to fail the mutation.
    console.error('api: welcome mail not sent', error);
  }
};

/** A forgotten member's welcome and to-do reminder mails leave the outbox folder (they hold the email and name). */
export const forgetWelcomeMails = (ctx: ApiContext, email: string): Promise<void> => apiMailSender(ctx.services.config).forget(email);
