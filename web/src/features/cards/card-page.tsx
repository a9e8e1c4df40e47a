import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { readDevFlags } from '../../app/dev-flags';
import type { ActivateCardMutation, CardChangedSubscription, CardDetailQuery, CardSecretsQuery, CardStatus, DeleteCardMutation, ReissueCardMutation, SetCardStatusMutation, TransactionChangedSubscription } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { useLive } from '../../ui/use-live';
import { removeFromCache } from '../../ui/cache-lists';
import { HistoryTab } from '../history/history-tab';
import { TRANSACTION_CHANGED } from '../transactions/operations';
import { useRun } from '../transactions/use-run';
import { CardDialog } from './card-dialog';
import styles from './card-page.module.css';
import { ReceiptLockNotice } from './receipt-lock-notice';
import { ACTIVATE_CARD, CARD_CHANGED, CARD_DETAIL, CARD_SECRETS, DELETE_CARD, REISSUE_CARD, SET_CARD_STATUS, STATUS_LABEL, holderName } from './operations';
import { PageSkeleton } from '../../ui/skeleton';

/** How long a revealed card number stays on screen before it is hidden again. */
export const REVEAL_MS = 30_000;

type Confirmable = 'block' | 'lost' | 'delete';

const PERIOD: Record<string, string> = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month' };

const groups = (pan: string) => pan.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The card number, CVV2 and expiry on demand (each reveal is recorded by the API), hidden again after REVEAL_MS. */
export const RevealSecrets = ({ cardId, last4 }: { cardId: string; last4: string }) => {
  const client = useApolloClient();
  const toast = useToast();
  const [secrets, setSecrets] = useState<CardSecretsQuery['cardSecrets'] | null>(null);
  useEffect(() => {
    if (!secrets) return;
    const timer = setTimeout(() => setSecrets(null), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [secrets]);
  const reveal = async () => {
    try {
      // Never cached: the number lives only in this component's state while shown.
      const { data } = await client.query<CardSecretsQuery>({ query: CARD_SECRETS, variables: { id: cardId }, fetchPolicy: 'no-cache' });
      setSecrets(data.cardSecrets);
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };
  return secrets ? (
    <p data-testid="card-secrets" className={styles.secrets}>
      <span data-testid="card-pan" className={styles.pan}>{groups(secrets.pan)}</span> · CVV2 <span data-testid="card-cvv">{secrets.cvv2}</span> · Exp {secrets.expirationMM}/{secrets.expirationYY}{' '}
      <Button size="small" onClick={() => setSecrets(null)}>Hide</Button>
    </p>
  ) : (
    <p className={styles.secrets}>
      <span data-testid="card-pan-masked" className={styles.pan}>•••• •••• •••• {last4}</span> <Button size="small" onClick={() => void reveal()}>Reveal card number</Button>
    </p>
  );
};

/** /cards/{id}: balance, status, spend controls and recent purchases, declined ones with their reason in plain words. */
export const CardPage = () => {
  const { cardId = '' } = useParams();
  const { data, loading, refetch } = useQuery<CardDetailQuery>(CARD_DETAIL, { variables: { id: cardId } });
  // The push carries the card's list fields; its controls and missing receipts are read again.
  useLive<CardChangedSubscription>(CARD_CHANGED, { stale: ({ cardChanged: c }) => c.id === cardId, refetch });
  // A declined purchase changes no balance: its transaction tells the page.
  useLive<TransactionChangedSubscription>(TRANSACTION_CHANGED, { stale: ({ transactionChanged: t }) => t.cardId === cardId, refetch });
  const { me, can } = useCan();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const { run: confirmed } = useRun();
  const [setStatus] = useMutation<SetCardStatusMutation>(SET_CARD_STATUS);
  const [activate] = useMutation<ActivateCardMutation>(ACTIVATE_CARD);
  const [reissue] = useMutation<ReissueCardMutation>(REISSUE_CARD);
  // A deleted card leaves the cache, so no cached list shows it; the cards list reads its page when shown.
  const [remove] = useMutation<DeleteCardMutation>(DELETE_CARD, { update: (cache) => removeFromCache(cache, { __typename: 'Card', id: cardId }) });
  const navigate = useNavigate();
  if (loading && !data) return <PageSkeleton />;
  const card = data?.card;
  if (!card) return <p>No Results Found</p>;
  const holder = me?.id === card.spender_id;
  const tc = card.transactionControl;
  const onError = (error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' });
  const changeStatus = (status: CardStatus) => setStatus({ variables: { id: card.id, status } }).catch(onError);
  // Block, lost or stolen and delete ask first, then toast (useRun answers whether it went through).
  const CONFIRM: Record<Confirmable, { title: string; description: string; label: string; run: () => Promise<boolean> }> = {
    block: { title: 'Block this card?', description: 'Purchases are declined until the card is unblocked.', label: 'Block card',
      run: () => confirmed(() => setStatus({ variables: { id: card.id, status: 'SUSPENDED' } }), 'The card has been blocked.') },
    lost: { title: 'Report this card lost or stolen?', description: 'It cannot be used again; reissue it for a new number.', label: 'Report lost or stolen',
      run: () => confirmed(() => setStatus({ variables: { id: card.id, status: 'LOST_STOLEN' } }), 'The card has been reported lost or stolen.') },
    delete: { title: 'Delete this card?', description: 'It cannot be used again.', label: 'Delete card',
      run: () => confirmed(async () => { await remove({ variables: { id: card.id } }); await navigate('/cards', { replace: true }); }, 'The card has been deleted.') },
  };
  // A retried reissue (same key) keeps the number the first one gave.
  const reissueCard = () => void reissue({ variables: { id: card.id }, context: { headers: { 'idempotency-key': crypto.randomUUID() } } }).then(() => toast({ message: 'The card was reissued with a new number.' }), onError);
  const pending = confirming && CONFIRM[confirming];

  return (
    <section>
      <h1 data-testid="card-title">{card.card_type} Card •••• {card.last4Digits}</h1>
      <p>
        {holderName(card)} · <span data-testid="card-status">{STATUS_LABEL[card.status]}</span>
        {!card.activated && ' · Not activated'}
        {card.budgets.length > 0 && ` · ${card.budgets.map((b) => b.name).join(', ')}`}
      </p>
      {card.receiptLocked && <ReceiptLockNotice missing={card.receiptsMissing} />}
      {(holder || can('card.create')) && <RevealSecrets cardId={card.id} last4={card.last4Digits} />}
      <dl className={styles.balance}>
        <dt>Spent</dt><dd data-testid="card-spent">{formatMoney(card.balance.spent)}</dd>
        <dt>{card.isRechargeable ? 'Loaded' : 'Limit'}</dt><dd data-testid="card-limit">{formatMoney(card.balance.limit)}</dd>
        <dt>Available</dt><dd data-testid="card-available">{formatMoney(card.balance.available)}</dd>
      </dl>
      <div className={styles.actions}>
        {can('cards.edit') && <Button onClick={() => setEditing(true)}>Edit</Button>}
        {card.status === 'ACTIVE' && can('card.block') && <Button variant="danger" onClick={() => setConfirming('block')}>Block</Button>}
        {card.status === 'SUSPENDED' && can('cards.edit') && <Button onClick={() => void changeStatus('ACTIVE')}>Unblock</Button>}
        {!card.activated && (holder || can('card.create')) && <Button variant="primary" onClick={() => void activate({ variables: { id: card.id } }).catch(onError)}>Activate</Button>}
        {card.status !== 'LOST_STOLEN' && can('card.block') && <Button variant="danger" onClick={() => setConfirming('lost')}>Report lost or stolen</Button>}
        {readDevFlags().has('showReplaceCard') && can('card.replace') && <Button onClick={reissueCard}>Reissue</Button>}
        {can('card.destroy') && <Button variant="danger" onClick={() => setConfirming('delete')}>Delete</Button>}
      </div>
      <ConfirmDialog open={!!pending} onOpenChange={(open) => !open && setConfirming(null)} title={pending?.title ?? ''} description={pending?.description ?? ''}
        confirmLabel={pending?.label ?? ''} onConfirm={() => pending!.run()} />
      <h2>Spend controls</h2>
      <ul data-testid="card-controls">
        {!tc.isActive && <li>None</li>}
        {tc.startDate && tc.endDate && <li>From {formatDate(tc.startDate)} to {formatDate(tc.endDate)}</li>}
        {tc.frequencyCount && tc.frequencyPeriod && <li>At most {tc.frequencyCount} purchases a {PERIOD[tc.frequencyPeriod]}</li>}
        {tc.mode && <li>{tc.mode === 'PERMITTED' ? 'Only' : 'Not'} at merchant categories {tc.mccCodeList.join(', ')}</li>}
      </ul>
      <h2>Recent transactions</h2>
      {data.cardTransactions.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <ul data-testid="card-transactions">
          {data.cardTransactions.map((t) => (
            <li key={t.id} data-testid="card-transaction">
              {formatDate(t.initial_transaction_date)} {t.description} {formatMoney(t.amount)} · {t.isReversed ? 'Reversed' : t.status}
              {t.isDeclined && t.declinedReason && <span data-testid="declined-reason" className={styles.declined}> — {t.declinedReason}</span>}
            </li>
          ))}
        </ul>
      )}
      <CardDialog open={editing} onOpenChange={setEditing} mode={{ kind: 'edit', card }} />
      <HistoryTab kind="card" id={card.id} />
    </section>
  );
};
