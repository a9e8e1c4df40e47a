// A mail reader's thread (a Piscina worker, started by mail-reader.ts): one message per task.
import { readMail, type MailReading } from './read-mail';

export default ({ message, maxReceiptBytes }: { message: Uint8Array; maxReceiptBytes: number }): Promise<MailReading> => readMail(message, maxReceiptBytes);
