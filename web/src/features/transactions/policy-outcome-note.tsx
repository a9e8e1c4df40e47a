import { POLICY_OUTCOMES } from './list-filters';
import styles from './transaction-page.module.css';
import type { TransactionDetail } from './transaction-facts';

const LABELS = Object.fromEntries(POLICY_OUTCOMES);

/**
 * The transaction's outcome under the company's expense policy (issue #27 item 5) and, when it is
 * not in policy, every rule it breaks with the figures, in the words the domain wrote them.
 */
export const PolicyOutcomeNote = ({ t }: { t: TransactionDetail }) => {
  const tone = t.policyOutcome === 'OUT_OF_POLICY' ? styles.outOfPolicy : t.policyOutcome === 'NEEDS_REVIEW' ? styles.needsReview : styles.inPolicy;
  return (
    <section aria-label="Expense policy" data-testid="policy-outcome" className={`${styles.policy} ${tone}`}>
      <strong data-testid="policy-outcome-label">{LABELS[t.policyOutcome]}</strong>
      {t.policyFindings.length > 0 && (
        <ul>
          {t.policyFindings.map((f) => <li key={f.rule} data-testid="policy-finding">{f.message}</li>)}
        </ul>
      )}
    </section>
  );
};
