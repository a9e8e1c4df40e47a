import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and RCPT TO, as the relay was told them. */
  envelope: { from: string; to: string[] };
  /** Who signed in (AUTH), if anyone. */
  user: string | undefined;
  /** The message as a mail client reads it. */
  mail: ParsedMail;
  /** Whether the sink took it (false: it answered with the refusal then set). */
  accepted: boolean;
}

export interface SmtpSink {
  /** smtp://user:secret@127.0.0.1:<port>: the relay as a service's SMTP_URL names it. */
  url: string;
  /** Every message that reached the end of DATA, taken or refused, in order. */
  messages: ReceivedMail[];
  /** Answers the next `times` messages with `code` (4xx: try later, 5xx: never) instead of taking them. */
  refuse(code: number, times?: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that keeps what it is sent (parsed by mailparser), as a
 * relay would take it: plain text (no STARTTLS), AUTH PLAIN/LOGIN for one user.
 */
export const startSmtpSink = async (): Promise<SmtpSink> => {
  const messages: ReceivedMail[] = [];
  let refusal = { code: 0, times: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'], allowInsecureAuth: true, authMethods: ['PLAIN', 'LOGIN'], logger: false, disableReverseLookup: true,
    onAuth: (auth, _session, callback) => (auth.username === 'user' && auth.password === 'secret' ? callback(null, { user: auth.username }) : callback(new Error('Invalid username or password'))),
    onData: (stream, session, callback) => {
      simpleParser(stream).then((mail) => {
        const refused = refusal.times > 0;
        messages.push({
          envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address) },
          user: session.user as string | undefined, mail, accepted: !refused,
        });
        if (!refused) return callback();
        refusal.times -= 1;
        callback(Object.assign(new Error(refusal.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: refusal.code }));
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://user:secret@127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    messages,
    refuse: (code, times = Number.POSITIVE_INFINITY) => {
      refusal = { code, times };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
