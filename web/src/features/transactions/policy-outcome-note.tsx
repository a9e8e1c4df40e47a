import { formatDate } from '../../ui/dates';
import { POLICY_OUTCOMES } from './list-filters';
import { PolicyExplanationForm } from './policy-explanation-form';
import styles from './transaction-page.module.css';
import type { TransactionDetail } from './transaction-facts';

const LABELS = Object.fromEntries(POLICY_OUTCOMES);

/** Who answered and when, and for which findings when the policy has found otherwise since. */
const Explanation = ({ e }: { e: NonNullable<TransactionDetail['policyExplanation']> }) => (
  <blockquote data-testid="policy-explanation" data-current={e.isCurrent}>
    <p data-testid="policy-explanation-text">{e.text}</p>
    <footer className={styles.muted}>
      {e.by?.person ? `${e.by.person.first_name} ${e.by.person.last_name}` : 'A former member'}, {formatDate(e.at)}
      {!e.isCurrent && <span data-testid="policy-explanation-earlier"> · for the earlier findings: {e.findings.map((f) => f.message).join('; ')}</span>}
    </footer>
  </blockquote>
);

/**
 * The transaction's outcome under the company's expense policy (issue #27 item 5) and, when it is
 * not in policy, every rule it breaks with the figures, in the words the domain wrote them; the
 * spender's explanation, and the form to give one while none answers the findings as they are.
 */
export const PolicyOutcomeNote = ({ t, canExplain }: { t: TransactionDetail; canExplain: boolean }) => {
  const tone = t.policyOutcome === 'OUT_OF_POLICY' ? styles.outOfPolicy : t.policyOutcome === 'NEEDS_REVIEW' ? styles.needsReview : styles.inPolicy;
  const flagged = t.policyOutcome !== 'IN_POLICY';
  return (
    <section aria-label="Expense policy" data-testid="policy-outcome" className={`${styles.policy} ${tone}`}>
      <strong data-testid="policy-outcome-label">{LABELS[t.policyOutcome]}</strong>
      {t.policyFindings.length > 0 && (
        <ul>
          {t.policyFindings.map((f) => <li key={f.rule} data-testid="policy-finding">{f.message}</li>)}
        </ul>
      )}
      {t.policyExplanation && <Explanation e={t.policyExplanation} />}
      {flagged && canExplain && !t.policyExplanation?.isCurrent && <PolicyExplanationForm transactionId={t.id} />}
    </section>
  );
};
