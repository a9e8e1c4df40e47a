import { useMutation, useQuery, useSubscription } from '@apollo/client';
import type { ActivateCardMutation, CardDeclinesQuery, SetCardStatusMutation, TransactionChangedSubscription, UserCardsQuery } from '../../generated/graphql';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { formatMoney } from '../../ui/money';
import { ACTIVATE_CARD, CARD_CHANGED, CARD_DECLINES, SET_CARD_STATUS, STATUS_LABEL, USER_CARDS } from './operations';
import { TRANSACTION_CHANGED } from '../transactions/operations';
import { RevealSecrets } from './card-page';
import { ReceiptLockNotice } from './receipt-lock-notice';

/** The card's recently declined purchases, each with its reason in plain words (what cardholders ask most). */
const Declines = ({ cardId }: { cardId: string }) => {
  const { data, refetch } = useQuery<CardDeclinesQuery>(CARD_DECLINES, { variables: { id: cardId } });
  // A decline changes no balance: the transaction itself says the card was used.
  useSubscription(TRANSACTION_CHANGED, { onData: ({ data: change }) => { if ((change.data as TransactionChangedSubscription | undefined)?.transactionChanged.cardId === cardId) void refetch(); } });
  const declined = (data?.cardTransactions ?? []).filter((t) => t.isDeclined);
  if (declined.length === 0) return null;
  return (
    <ul style={{ margin: '8px 0 0', paddingLeft: 18, fontSize: 13 }}>
      {declined.map((t) => (
        <li key={t.id} data-testid="wallet-decline">
          {t.description} {formatMoney(t.amount)} declined: <span style={{ color: '#c0262d' }}>{t.declinedReason}</span>
        </li>
      ))}
    </ul>
  );
};

/** The signed-in spender's own cards on /my-wallet, with live balances and their number on demand. */
export const WalletCards = () => {
  const { data, loading, refetch } = useQuery<UserCardsQuery>(USER_CARDS);
  useSubscription(CARD_CHANGED, { onData: () => void refetch() });
  const cards = data?.userCards ?? [];
  const { can } = useCan();
  const toast = useToast();
  const onError = (error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' });
  // The holder blocks their own card (spec 6 card blocking); unblocking is for admins and budget owners.
  const [block] = useMutation<SetCardStatusMutation>(SET_CARD_STATUS, { refetchQueries: ['UserCards'] });
  const [activate] = useMutation<ActivateCardMutation>(ACTIVATE_CARD, { refetchQueries: ['UserCards'] });
  return (
    <>
      <h2>My cards</h2>
      {loading && !data ? (
        <p>Loading…</p>
      ) : cards.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
          {cards.map((card) => (
            <div key={card.id} data-testid="wallet-card" style={{ border: '1px solid #e6e6ef', borderRadius: 12, padding: 16 }}>
              <strong>{card.card_type} Card •••• {card.last4Digits}</strong>
              <div style={{ color: '#666' }}><span data-testid="wallet-card-status">{STATUS_LABEL[card.status]}</span>{card.activated ? '' : ' · Not activated'}{card.budgets.length > 0 && ` · ${card.budgets.map((b) => b.name).join(', ')}`}</div>
              {card.receiptLocked && <ReceiptLockNotice missing={card.receiptsMissing} />}
              <div style={{ fontSize: 22, fontWeight: 600, marginTop: 8 }} data-testid="wallet-card-available">{formatMoney(card.balance.available)}</div>
              <div style={{ color: '#666', fontSize: 13 }}>available of {formatMoney(card.balance.limit)}</div>
              <RevealSecrets cardId={card.id} last4={card.last4Digits} />
              <Declines cardId={card.id} />
              <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
                {!card.activated && <button type="button" onClick={() => void activate({ variables: { id: card.id } }).catch(onError)}>Activate</button>}
                {card.status === 'ACTIVE' && can('card.block') && <button type="button" onClick={() => void block({ variables: { id: card.id, status: 'SUSPENDED' } }).catch(onError)}>Block</button>}
              </div>
            </div>
          ))}
        </div>
      )}
    </>
  );
};
