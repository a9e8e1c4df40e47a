import { gql, useQuery } from '@apollo/client';
import type { CardSearchOptionsQuery } from '../../generated/graphql';
import { Select } from '../../ui/select';
import styles from './cards.module.css';

const CARD_SEARCH_OPTIONS = gql`
  query CardSearchOptions {
    cardSearchOptions {
      spenders { id person { first_name last_name } }
      budgets { id name }
    }
  }
`;

/** The card list's holder and budget filters, offering only those of the cards the caller may see (spec 7 card search options). */
export const CardSearchFilters = ({ spenderId, budgetId, onChange }: { spenderId: string; budgetId: string; onChange: (changes: Record<string, string | null>) => void }) => {
  const options = useQuery<CardSearchOptionsQuery>(CARD_SEARCH_OPTIONS).data?.cardSearchOptions;
  const holders = [{ value: '', label: 'All holders' }, ...(options?.spenders ?? []).map((s) => ({ value: s.id, label: `${s.person.first_name} ${s.person.last_name}` }))];
  const budgets = [{ value: '', label: 'All budgets' }, ...(options?.budgets ?? []).map((b) => ({ value: b.id, label: b.name }))];
  return (
    <>
      <label className={styles.filter} htmlFor="card-holder-filter">
        Holder <Select id="card-holder-filter" value={spenderId} onValueChange={(v) => onChange({ spender: v || null })} options={holders} />
      </label>
      <label className={styles.filter} htmlFor="card-budget-filter">
        Budget <Select id="card-budget-filter" value={budgetId} onValueChange={(v) => onChange({ budget: v || null })} options={budgets} />
      </label>
    </>
  );
};
