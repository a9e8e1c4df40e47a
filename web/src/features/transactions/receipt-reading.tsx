import type { ReceiptInboxQuery } from '../../generated/graphql';
import { formatMoney } from '../../ui/money';

/** As the inbox and the transaction ask for it (the same fields). */
type Reading = ReceiptInboxQuery['receiptInbox'][number]['reading'];

/**
 * What was read from a receipt file (issue #27), shown beside it: the merchant, date, total and
 * card, or why nothing could be read (the file itself is kept either way).
 */
export const ReceiptReadingText = ({ reading }: { reading: Reading | undefined }) => {
  if (!reading) return <span data-testid="receipt-reading">Not read yet.</span>;
  if (reading.failure) return <span data-testid="receipt-reading">{reading.failure}</span>;
  const total = reading.total === null || reading.total === undefined ? null : `${formatMoney(reading.total)}${reading.currency && reading.currency !== 'USD' ? ` ${reading.currency}` : ''}`;
  const parts = [reading.merchant, reading.date, total, reading.cardLast4 && `card ending in ${reading.cardLast4}`].filter(Boolean);
  return (
    <span data-testid="receipt-reading">
      {reading.method === 'OCR' ? 'Read from the photo' : 'Read from the PDF'}: {parts.length > 0 ? parts.join(' · ') : 'nothing recognisable'}
    </span>
  );
};
