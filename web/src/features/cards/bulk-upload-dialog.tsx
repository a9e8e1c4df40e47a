import { useMutation } from '@apollo/client';
import { useState } from 'react';
import type { BulkCardsCheckMutation, BulkCardsCheckMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import layout from '../../ui/layout.module.css';
import { formatMoney } from '../../ui/money';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import styles from './bulk-upload-dialog.module.css';
import { BULK_CHECK } from './operations';

type Check = BulkCardsCheckMutation['bulkRechargeableCardsCSVCheckerResolver'];

/**
 * Bulk card-funding CSV upload (spec 2.4): columns email, last4digits (or NEW) and amount. The file
 * is checked first and the result shown (errors, cards to create, cards to load); Apply sends the
 * same file with apply, which the API applies as one idempotent command over all of its cards.
 */
export const BulkUploadDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const toast = useToast();
  const [csv, setCsv] = useState<string | null>(null);
  // One key per chosen file: a retried Apply (the client retries) applies nothing twice.
  const [key, setKey] = useState('');
  const [check, setCheck] = useState<Check | null>(null);
  const [send, { loading }] = useMutation<BulkCardsCheckMutation, BulkCardsCheckMutationVariables>(BULK_CHECK);

  // No read after applying: each funded card's push carries its new balance into the cache.
  const run = async (text: string, apply: boolean) => {
    try {
      const { data } = await send({ variables: { csv: text, apply }, ...(apply && { context: { headers: { 'idempotency-key': key } } }) });
      setCheck(data!.bulkRechargeableCardsCSVCheckerResolver);
      if (apply && data!.bulkRechargeableCardsCSVCheckerResolver.applied) {
        toast({ message: 'The cards were successfully funded.' });
        onOpenChange(false);
      }
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };

  const close = (next: boolean) => {
    if (!next) {
      setCsv(null);
      setCheck(null);
    }
    onOpenChange(next);
  };

  const rows = (title: string, list: Check['creates'], testId: string) =>
    list.length > 0 && (
      <>
        <h4 className={styles.heading}>{title} ({list.length})</h4>
        <ul data-testid={testId} className={styles.rows}>
          {list.map((r) => <li key={r.row}>Row {r.row}: {r.email} {r.card ? `•••• ${r.card.last4Digits}` : 'NEW'} {formatMoney(r.amount)}</li>)}
        </ul>
      </>
    );

  return (
    <Modal open={open} onOpenChange={close} title="Bulk Upload" description="Fund rechargeable cards from a CSV file with the columns email, last4digits (or NEW) and amount.">
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          void file.text().then((text) => {
            setCsv(text);
            setKey(crypto.randomUUID());
            void run(text, false);
          });
        }}
      />
      {check && (
        <div data-testid="bulk-result" className={styles.result}>
          {check.errors.length > 0 && (
            <ul data-testid="bulk-errors" className={styles.errors}>
              {check.errors.map((e) => <li key={e}>{e}</li>)}
            </ul>
          )}
          {rows('New cards', check.creates, 'bulk-creates')}
          {rows('Cards to load', check.updates, 'bulk-updates')}
        </div>
      )}
      <div className={layout.actions}>
        <Button onClick={() => close(false)}>Cancel</Button>
        <Button variant="primary" disabled={!csv || !check || check.errors.length > 0} loading={loading} onClick={() => csv && void run(csv, true)}>Apply</Button>
      </div>
    </Modal>
  );
};
