import { useQuery } from '@apollo/client';
import { BOOKKEEPING_MESSAGES, COMPANY_SOURCE_MESSAGES, TRANSACTION_SOURCE_LABELS, isCompanySource, isSyncedState } from '@spend/domain';
import { Navigate, useParams } from 'react-router-dom';
import type { TransactionQuery } from '../../generated/graphql';
import { useCan } from '../../ui/use-can';
import { CodingForm } from './coding-form';
import { TRANSACTION, statusLabel } from './operations';
import { ReceiptInbox } from './receipt-inbox';
import { ReceiptsSection } from './receipts-section';
import { AdjustmentsSection } from './adjustments-section';
import { AutomaticCodingNote } from './automatic-coding-note';
import { PolicyOutcomeNote } from './policy-outcome-note';
import { SplitsEditor } from './splits-editor';
import { TransactionActions } from './transaction-actions';
import { TransactionFacts } from './transaction-facts';
import styles from './transaction-page.module.css';
import { PageSkeleton } from '../../ui/skeleton';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /transactions/{id}: the purchase (and when declined, why in plain words), its outcome under the
 * expense policy with why, its coding, receipts and split. Locked or synced, it is read-only and says why.
 */
export const TransactionPage = () => {
  const { transactionId = '' } = useParams();
  const { can } = useCan();
  // Only ids are transactions: another segment (mileage, payments, statements: screens not built) is an unknown path.
  const isId = UUID.test(transactionId);
  const { data, loading } = useQuery<TransactionQuery>(TRANSACTION, { variables: { id: transactionId }, skip: !isId });
  if (!isId) return <Navigate to="/" replace />;
  if (loading && !data) return <PageSkeleton />;
  const t = data?.transaction;
  if (!t) return <p>No Results Found</p>;
  const readOnly = t.isLocked || !can('transactions.edit');
  // The bank feed's and a payment: the bank and the card account own them, so nothing here is booked or changed.
  if (isCompanySource(t.source)) {
    return (
      <section className={styles.page}>
        <h1 data-testid="transaction-title">{t.description}</h1>
        <p>
          <span data-testid="transaction-source">{TRANSACTION_SOURCE_LABELS[t.source]}</span>
          {' · '}
          <span data-testid="transaction-status">{statusLabel(t)}</span>
        </p>
        <p role="note" data-testid="company-source-note" className={styles.locked}>{COMPANY_SOURCE_MESSAGES[t.source]}</p>
        {t.memo && <p data-testid="transaction-memo">{t.memo}</p>}
        <TransactionFacts t={t} />
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <h1 data-testid="transaction-title">{t.description}</h1>
      <p>
        <span data-testid="transaction-status">{statusLabel(t)}</span>
        {' · '}
        <span data-testid="transaction-completeness">{t.completeness}</span>
      </p>
      {t.disputedReason && <p data-testid="disputed-reason">Disputed: {t.disputedReason}</p>}
      {t.isDeclined && t.declinedReason && (
        <p role="alert" data-testid="declined-reason" className={styles.declined}>Declined: {t.declinedReason}</p>
      )}
      {t.isLocked && (
        <p role="note" data-testid="locked-reason" className={styles.locked}>
          {isSyncedState(t.syncState) ? BOOKKEEPING_MESSAGES.synced : BOOKKEEPING_MESSAGES.locked}
        </p>
      )}
      <PolicyOutcomeNote t={t} canExplain={!readOnly} />
      <TransactionActions t={t} />
      <TransactionFacts t={t} />
      <h2>Coding</h2>
      <AutomaticCodingNote t={t} canEdit={can('transactions.edit')} />
      <CodingForm t={t} readOnly={readOnly} />
      <ReceiptsSection t={t} readOnly={readOnly} />
      {!readOnly && <ReceiptInbox transactionId={t.id} />}
      <SplitsEditor t={t} readOnly={readOnly} />
      <AdjustmentsSection t={t} />
    </section>
  );
};
