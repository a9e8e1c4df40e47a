import { useQuery } from '@apollo/client';
import { useState } from 'react';
import type { BudgetAsOfQuery, CardAsOfQuery } from '../../generated/graphql';
import { formatMoney } from '../../ui/money';
import { useCan } from '../../ui/use-can';
import { HistoryList } from './history-list';
import { BUDGET_AS_OF, CARD_AS_OF } from './operations';
import styles from './history-tab.module.css';
import { Button } from '../../ui/button';
import { PageSkeleton } from '../../ui/skeleton';

type Kind = 'budget' | 'card';

/** The aggregate's state at a past moment, folded from its events by the API. */
const AsOf = ({ kind, id, at }: { kind: Kind; id: string; at: string }) => {
  const budget = useQuery<BudgetAsOfQuery>(BUDGET_AS_OF, { variables: { id, at }, skip: kind !== 'budget' });
  const card = useQuery<CardAsOfQuery>(CARD_AS_OF, { variables: { id, at }, skip: kind !== 'card' });
  const error = budget.error ?? card.error;
  if (error) return <p role="alert">{error.message}</p>;
  const b = budget.data?.budgetAsOf;
  const c = card.data?.cardAsOf;
  const facts: [string, string][] | null = b
    ? [['Existed', b.exists ? 'Yes' : 'No'], ['Name', b.name], ['Funding', formatMoney(b.funding)], ['Active', b.active ? 'Yes' : 'No'], ['Events applied', String(b.eventsApplied)]]
    : c
      ? [['Existed', c.exists && !c.deleted ? 'Yes' : 'No'], ['Status', c.status], ['Limit', formatMoney(c.limitCents)], ['Last 4', c.last4], ['Events applied', String(c.eventsApplied)]]
      : null;
  if (!facts) return <PageSkeleton />;
  return (
    <dl data-testid="as-of" className={styles.asOf}>
      {facts.map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={label} data-testid={`as-of-${label.toLowerCase().replace(/ /g, '-')}`}>{value}</dd>])}
    </dl>
  );
};

/**
 * A budget's or card's History tab for auditors and admins: its events with what each changed, and
 * its state as of any past moment. Closed until opened, so the detail page loads no history.
 */
export const HistoryTab = ({ kind, id }: { kind: Kind; id: string }) => {
  const { can } = useCan();
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState<string | null>(null);
  if (!can('runLogs.read')) return null;
  return (
    <section data-testid="history-tab" className={styles.tab}>
      <div role="tablist">
        <Button variant="ghost" role="tab" aria-selected={open} onClick={() => setOpen(!open)}>History</Button>
      </div>
      {open && (
        <div role="tabpanel">
          <label>
            As of <input type="datetime-local" data-testid="as-of-input" onChange={(e) => setAt(e.target.value ? new Date(e.target.value).toISOString() : null)} />
          </label>
          {at && <AsOf kind={kind} id={id} at={at} />}
          <HistoryList filter={{ aggregate: `${kind}-${id}` }} />
        </div>
      )}
    </section>
  );
};
