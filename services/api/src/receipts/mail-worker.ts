// A mail reader's thread (a Piscina worker, started by mail-reader.ts): one message per task.
import { Piscina } from 'piscina';
import { readMail, type MailReading } from './read-mail';

/**
 * The reading, its receipts' bytes each in a memory of their own that is handed to the API's thread
 * rather than copied to it: a structured copy of a 200 kB receipt cost that thread about a millisecond.
 */
export default async ({ message, maxReceiptBytes }: { message: Uint8Array; maxReceiptBytes: number }): Promise<MailReading> => {
  const reading = await readMail(message, maxReceiptBytes);
  if (!('receipts' in reading)) return reading;
  // A copy first: a decoded attachment may sit in memory shared with others, which cannot be handed over.
  const receipts = reading.receipts.map((receipt) => ({ ...receipt, bytes: new Uint8Array(receipt.bytes) }));
  // Piscina's symbols are typed as any symbol, so the object is not seen as its Transferable.
  const movable = { [Piscina.transferableSymbol]: receipts.map((receipt) => receipt.bytes.buffer), [Piscina.valueSymbol]: { ...reading, receipts } };
  return Piscina.move(movable as unknown as Parameters<typeof Piscina.move>[0]) as unknown as MailReading;
};
