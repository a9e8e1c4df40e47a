import { useQuery } from '@apollo/client';
import type { AccountQuery } from '../../generated/graphql';
import { AlertBanner } from '../../ui/alert-banner';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { useCan } from '../../ui/use-can';
import { ACCOUNT } from './operations';

// A due date is a calendar day in UTC, shown in the one date format.
const day = (iso: string) => formatDate(iso.slice(0, 10));

/** Spec 7 account payment due: amount, date and status. */
export const PaymentDue = ({ data }: { data: AccountQuery }) => {
  const due = data.accountPaymentDue;
  if (!due) return null;
  return (
    <p data-testid="payment-due">
      Payment due: {formatMoney(due.amount)}{due.dueDate && due.amount > 0 ? ` by ${day(due.dueDate as string)}` : ''} · Account {due.status === 'SUSPENDED' ? 'suspended' : 'active'}
    </p>
  );
};

/** Shown above every screen while the account is suspended (to those who see the payment widget): its cards decline until paid. */
export const SuspendedBanner = () => {
  const { can } = useCan();
  const { data } = useQuery<AccountQuery>(ACCOUNT, { skip: !can('paymentWidget.read') });
  if (data?.accountPaymentDue?.status !== 'SUSPENDED') return null;
  return (
    <div data-testid="account-suspended">
      <AlertBanner tone="danger">
        Your card account is suspended: a payment of {formatMoney(data.accountPaymentDue.amount)} is past due. Cards decline until it is paid.
      </AlertBanner>
    </div>
  );
};
