import { useQuery } from '@apollo/client';
import type { AccountQuery } from '../../generated/graphql';
import { AlertBanner } from '../../ui/alert-banner';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { useCan } from '../../ui/use-can';
import { ACCOUNT } from './operations';

// A due date is a calendar day in UTC, shown in the one date format.
const day = (iso: string) => formatDate(iso.slice(0, 10));

/**
 * Spec 7 account payment due (amount, date and status), explained beside the balance owed: the
 * payment due is what the last statement still asks for; the balance owed is everything posted.
 */
export const PaymentDue = ({ data }: { data: AccountQuery }) => {
  const due = data.accountPaymentDue;
  if (!due) return null;
  return (
    <div data-testid="payment-due">
      <p>
        Payment due: {formatMoney(due.amount)}{due.dueDate && due.amount > 0 ? ` by ${day(due.dueDate as string)}` : ''} · Account {due.status === 'SUSPENDED' ? 'suspended' : 'active'}
      </p>
      <p data-testid="payment-due-explained">
        {due.statementAmount > 0
          ? `What the last statement still asks for: it asked for ${formatMoney(due.statementAmount)}, ${formatMoney(due.paid)} of it is paid.`
          : 'No statement asks for a payment now.'}
        {due.interestAccrued > 0 && ` Interest of ${formatMoney(due.interestAccrued)} has accrued since the due date; the next statement charges it.`}
      </p>
    </div>
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
