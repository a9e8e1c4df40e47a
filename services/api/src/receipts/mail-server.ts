import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Logger } from 'pino';
import { MAIL_MESSAGES, MailRefusal } from './check';
import { createMailReader } from './mail-reader';
import { receiveMail, type ReceiveServices } from './receive';
import { memberBySender, memberByToken, type MailMember } from './senders';
import { parseRecipient } from './alias';

export interface ReceiptsMailOptions extends ReceiveServices {
  logger: Logger;
  /** The domain of `receipts@` and `receipts+<token>@`. */
  domain: string;
  /** The HMAC key (hex) personal tokens are checked with. */
  secret: string;
  /** A whole message (base64 makes a file about a third larger); over it the mail is refused. */
  maxMessageBytes: number;
  /** One receipt, as for an upload (RECEIPT_MAX_SIZE). */
  maxReceiptBytes: number;
}

/** The member each session's mail is for, found at RCPT TO. */
const members = new WeakMap<SMTPServerSession, MailMember>();

const senderOf = (session: SMTPServerSession): string => (session.envelope.mailFrom ? session.envelope.mailFrom.address : '');

/**
 * Reads the whole DATA (it must be read to the end either way), keeping at most `max` bytes, as
 * the chunks that came (copied once, whole, for the mail reader).
 */
const readMessage = async (stream: SMTPServerDataStream, max: number): Promise<Buffer[] | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= max) chunks.push(chunk as Buffer);
  }
  return stream.sizeExceeded || size > max ? null : chunks;
};

/**
 * The receipts mail service (issue #27): an SMTP server for `receipts@<domain>` (the sender found
 * by their member email) and `receipts+<token>@<domain>` (the member the token names, whoever
 * forwards it). Every refusal is an SMTP rejection with a sentence for the sender's bounce, given
 * before anything is stored; a failure of ours is a 4xx, so the sending server tries again.
 */
export const createReceiptsMailServer = (options: ReceiptsMailOptions): SMTPServer => {
  const { logger } = options;
  const reader = createMailReader();
  const onRcptTo = async (to: string, session: SMTPServerSession): Promise<void> => {
    const recipient = parseRecipient(options.domain, to);
    if (!recipient) throw new MailRefusal(550, MAIL_MESSAGES.noMailbox(to));
    const from = senderOf(session);
    const member = recipient.token ? await memberByToken(options.db, options.secret, recipient.token) : await memberBySender(options.db, from);
    if (!member) throw new MailRefusal(550, recipient.token ? MAIL_MESSAGES.noMailbox(to) : MAIL_MESSAGES.unknownSender(from));
    const earlier = members.get(session);
    if (earlier && earlier.userId !== member.userId) throw new MailRefusal(452, '4.5.3 Send one member\'s receipts per mail.');
    members.set(session, member);
  };

  const onData = async (stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> => {
    const raw = await readMessage(stream, options.maxMessageBytes);
    if (!raw) throw new MailRefusal(552, MAIL_MESSAGES.tooLarge(options.maxMessageBytes));
    const member = members.get(session)!;
    const reading = await reader.read(raw, options.maxReceiptBytes);
    if ('refusal' in reading) throw new MailRefusal(reading.refusal.responseCode, reading.refusal.message);
    const ids = await receiveMail(options, member, reading.receipts, reading.messageKey);
    logger.info({ userId: member.userId, companyId: member.companyId, receipts: ids.length }, 'receipts received by mail');
    return `2.0.0 ${ids.length === 1 ? 'Receipt' : `${ids.length} receipts`} received: find ${ids.length === 1 ? 'it' : 'them'} in your Spend receipts inbox.`;
  };

  /** A refusal as its SMTP reply; anything else is ours, logged and answered "try again later" (nothing was recorded). */
  const reply = (error: unknown): Error => {
    if (error instanceof MailRefusal) return error;
    logger.error({ err: error }, 'receipts mail failed');
    return new MailRefusal(451, MAIL_MESSAGES.later);
  };

  const server = new SMTPServer({
    name: options.domain,
    banner: 'Spend receipts',
    authOptional: true,
    // Mail reaches it through the domain's MX relay, which speaks TLS to the world (deploy/README.md).
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxMessageBytes,
    disableReverseLookup: true,
    logger: false,
    // A connection may carry several mails (RSET, or a new MAIL FROM): each finds its member anew.
    onMailFrom: (_address, session, callback) => {
      members.delete(session);
      callback();
    },
    onRcptTo: (address, session, callback) => void onRcptTo(address.address, session).then(() => callback(), (error: unknown) => callback(reply(error))),
    onData: (stream, session, callback) => void onData(stream, session).then((message) => callback(null, message), (error: unknown) => {
      stream.resume();
      callback(reply(error));
    }),
  });
  // The reader's threads end with the server (they hold no mail by then: close waits for sessions).
  server.server.on('close', () => void reader.close());
  return server;
};
