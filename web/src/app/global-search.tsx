import { gql, useQuery } from '@apollo/client';
import { checkText, parseAmountToCents, textRuleFor } from '@spend/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GlobalSearchQuery, GlobalSearchQueryVariables } from '../generated/graphql';
import { Button } from '../ui/button';
import { fieldInputClass } from '../ui/form-field';
import { Modal } from '../ui/modal';
import { formatMoney } from '../ui/money';
import { useDebounced } from '../ui/typeahead';
import styles from './global-search.module.css';

/**
 * The lists' own queries with their search arguments, five of each: no search endpoint of its own.
 * Members and cards only for those whose route set has those screens (the API refuses the others).
 */
const GLOBAL_SEARCH = gql`
  query GlobalSearch($q: String!, $amount: Money, $byAmount: Boolean!, $members: Boolean!, $cards: Boolean!) {
    teamMembers(take: 5, where: { q: $q }) @include(if: $members) {
      items { id person { first_name last_name email } }
    }
    budgets(take: 5, where: { search: $q }) {
      items { id name }
    }
    cardsV2(take: 5, where: { q: $q }) @include(if: $cards) {
      items { id last4Digits card_type }
    }
    transactions(take: 5, where: { q: $q }) {
      items { id description amount }
    }
    byAmount: transactions(take: 5, where: { amountMin: $amount, amountMax: $amount }) @include(if: $byAmount) {
      items { id description amount }
    }
  }
`;

interface Hit {
  key: string;
  kind: string;
  label: string;
  to: string;
}

const hitsOf = (data: GlobalSearchQuery): Hit[] => {
  const transactions = [...data.transactions.items, ...(data.byAmount?.items ?? [])].filter((t, i, all) => all.findIndex((o) => o.id === t.id) === i);
  return [
    ...(data.teamMembers?.items ?? []).map((m) => ({ key: `m${m.id}`, kind: 'Member', label: `${m.person.first_name} ${m.person.last_name} · ${m.person.email}`, to: `/members?q=${encodeURIComponent(m.person.email)}` })),
    ...data.budgets.items.map((b) => ({ key: `b${b.id}`, kind: 'Budget', label: b.name, to: `/budgets/${b.id}` })),
    ...(data.cardsV2?.items ?? []).map((c) => ({ key: `c${c.id}`, kind: 'Card', label: `${c.card_type} Card •••• ${c.last4Digits}`, to: `/cards/${c.id}` })),
    ...transactions.map((t) => ({ key: `t${t.id}`, kind: 'Transaction', label: `${t.description} · ${formatMoney(t.amount)}`, to: `/transactions/${t.id}` })),
  ];
};

/** "/" anywhere but in a field, or Ctrl-K (⌘K) even there, opens the search. */
const isShortcut = (event: KeyboardEvent): boolean => {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  const target = event.target as HTMLElement | null;
  const typing = !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
  return event.key === '/' && !typing && !event.altKey && !event.ctrlKey && !event.metaKey;
};

const Results = ({ q, members, cards, onPick }: { q: string; members: boolean; cards: boolean; onPick: () => void }) => {
  const amount = parseAmountToCents(q) !== null ? q : null;
  const { data, error, loading } = useQuery<GlobalSearchQuery, GlobalSearchQueryVariables>(GLOBAL_SEARCH, {
    variables: { q, amount, byAmount: amount !== null, members, cards }, fetchPolicy: 'network-only',
  });
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p aria-busy={loading}>Searching…</p>;
  const hits = hitsOf(data);
  if (hits.length === 0) return <p role="status">No results</p>;
  return (
    <ul className={styles.hits} aria-label="Search results">
      {hits.map((hit) => (
        <li key={hit.key} data-testid="search-hit">
          <span className={styles.kind}>{hit.kind}</span>
          <Link to={hit.to} onClick={onPick}>{hit.label}</Link>
        </li>
      ))}
    </ul>
  );
};

/**
 * The global search: members, budgets, cards and transactions by merchant or amount, from "/" or
 * Ctrl-K. What is typed is checked by the API's own text rule for a search first, so a search too long
 * or with control characters says why, and is never sent.
 */
export const GlobalSearch = ({ members, cards }: { members: boolean; cards: boolean }) => {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const settled = useDebounced(text);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const checked = checkText(settled, textRuleFor('q'));
  const close = () => {
    setOpen(false);
    setText('');
  };
  return (
    <>
      <Button size="small" variant="ghost" aria-keyshortcuts="/ Control+K" title="Search (/ or Ctrl+K)" onClick={() => setOpen(true)}>Search</Button>
      <Modal open={open} onOpenChange={(next) => (next ? setOpen(true) : close())} title="Search" description="Members, budgets, cards, and transactions by merchant or amount.">
        <input aria-label="Search everything" type="search" value={text} onChange={(e) => setText(e.target.value)} className={fieldInputClass} autoFocus />
        {!checked.ok ? (
          <p role="alert" data-testid="search-error" className={styles.error}>{checked.message}</p>
        ) : checked.value && (
          <Results q={checked.value} members={members} cards={cards} onPick={close} />
        )}
      </Modal>
    </>
  );
};
