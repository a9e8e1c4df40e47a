export { startPrivateNatsServer, type PrivateNatsServer } from './nats-server';
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
export { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink';

/** The local PostgreSQL server as its superuser (ARCHITECTURE 10): tests make their databases through it. */
export const ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
