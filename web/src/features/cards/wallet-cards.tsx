import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { ActivateCardMutation, CardChangedSubscription, CardDeclinesQuery, SetCardStatusMutation, TransactionChangedSubscription, UserCardsQuery } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { cardColour } from '../../ui/card-palette';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { useLive } from '../../ui/use-live';
import { formatMoney } from '../../ui/money';
import { ACTIVATE_CARD, CARD_CHANGED, CARD_DECLINES, SET_CARD_STATUS, STATUS_LABEL, USER_CARDS } from './operations';
import { TRANSACTION_CHANGED } from '../transactions/operations';
import { useRun } from '../transactions/use-run';
import { RevealSecrets } from './card-page';
import { ReceiptLockNotice } from './receipt-lock-notice';
import styles from './wallet-cards.module.css';
import { PageSkeleton } from '../../ui/skeleton';

/** The card's recently declined purchases, each with its reason in plain words (what cardholders ask most). */
const Declines = ({ cardId }: { cardId: string }) => {
  const { data, refetch } = useQuery<CardDeclinesQuery>(CARD_DECLINES, { variables: { id: cardId } });
  // A decline changes no balance: the transaction itself says the card was used.
  useLive<TransactionChangedSubscription>(TRANSACTION_CHANGED, { stale: ({ transactionChanged: t }) => t.cardId === cardId, refetch });
  const declined = (data?.cardTransactions ?? []).filter((t) => t.isDeclined);
  if (declined.length === 0) return null;
  return (
    <ul className={styles.declines}>
      {declined.map((t) => (
        <li key={t.id} data-testid="wallet-decline">
          {t.description} {formatMoney(t.amount)} declined: <span className={styles.reason}>{t.declinedReason}</span>
        </li>
      ))}
    </ul>
  );
};

/** The signed-in spender's own cards on /my-wallet, with live balances and their number on demand. */
export const WalletCards = () => {
  const { data, loading, refetch } = useQuery<UserCardsQuery>(USER_CARDS);
  // A pushed card updates in the cache; only a new one is read with the list.
  useLive<CardChangedSubscription>(CARD_CHANGED, { stale: ({ cardChanged: c }) => !data?.userCards.some((card) => card.id === c.id), refetch });
  // A balance is summed by the server from the card's spend, which may be applied after the card's own
  // push: a purchase on one of these cards reads the list again.
  useLive<TransactionChangedSubscription>(TRANSACTION_CHANGED, { stale: ({ transactionChanged: t }) => data?.userCards.some((card) => card.id === t.cardId) ?? false, refetch });
  const cards = data?.userCards ?? [];
  const { can } = useCan();
  const toast = useToast();
  const onError = (error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' });
  // The holder blocks their own card (spec 6 card blocking); unblocking is for admins and budget owners.
  const [block] = useMutation<SetCardStatusMutation>(SET_CARD_STATUS);
  const [activate] = useMutation<ActivateCardMutation>(ACTIVATE_CARD);
  const [blocking, setBlocking] = useState<string | null>(null);
  const { run } = useRun();
  const blockCard = (id: string) => run(() => block({ variables: { id, status: 'SUSPENDED' } }), 'The card has been blocked.');
  return (
    <>
      <h2>My cards</h2>
      {loading && !data ? (
        <PageSkeleton />
      ) : cards.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <div className={styles.grid}>
          {cards.map((card) => (
            <div key={card.id} data-testid="wallet-card" className={styles.card}>
              <div className={styles.face} style={{ background: cardColour(card.id) }}>
                <strong>{card.card_type} Card •••• {card.last4Digits}</strong>
              </div>
              <div className={styles.body}>
                <div className={styles.muted}><span data-testid="wallet-card-status">{STATUS_LABEL[card.status]}</span>{card.activated ? '' : ' · Not activated'}{card.budgets.length > 0 && ` · ${card.budgets.map((b) => b.name).join(', ')}`}</div>
                {card.receiptLocked && <ReceiptLockNotice missing={card.receiptsMissing} />}
                <div className={styles.available} data-testid="wallet-card-available">{formatMoney(card.balance.available)}</div>
                <div className={styles.small}>available of {formatMoney(card.balance.limit)}</div>
                <RevealSecrets cardId={card.id} last4={card.last4Digits} />
                <Declines cardId={card.id} />
                <div className={styles.actions}>
                  {!card.activated && <Button variant="primary" size="small" onClick={() => void activate({ variables: { id: card.id } }).catch(onError)}>Activate</Button>}
                  {card.status === 'ACTIVE' && can('card.block') && <Button variant="danger" size="small" onClick={() => setBlocking(card.id)}>Block</Button>}
                </div>
              </div>
            </div>
          ))}
        </div>
      )}
      <ConfirmDialog open={blocking !== null} onOpenChange={(open) => !open && setBlocking(null)} title="Block this card?"
        description="Purchases are declined until an admin or the budget owner unblocks it." confirmLabel="Block card" onConfirm={() => blockCard(blocking!)} />
    </>
  );
};
