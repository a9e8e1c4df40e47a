import { Link } from 'react-router-dom';
import type { AccountingQuery } from '../../generated/graphql';
import styles from './integrations.module.css';

type NotReady = AccountingQuery['integrationRunLogs'][number]['notReady'][number];

/** A run may keep back a thousand transactions: a few are linked, the rest counted. */
const SHOWN = 5;

const WHAT_TO_FIX = {
  NOT_CODED: { title: 'not coded', fix: 'Choose a GL code on each (and on each split): the next sync sends them.' },
  UNMAPPED: { title: 'coded to a GL code that posts to no platform account', fix: 'Map those GL codes below: the next sync sends them.' },
} as const;

/**
 * What a run did not send, by reason, with where to fix it: the transaction's page for its coding,
 * the GL code mapping (on this page) for a GL code the platform has no account for.
 */
export const NotReadyList = ({ notReady }: { notReady: readonly NotReady[] }) => {
  if (notReady.length === 0) return null;
  return (
    <div data-testid="run-not-ready">
      {(['NOT_CODED', 'UNMAPPED'] as const).map((reason) => {
        const these = notReady.filter((n) => n.reason === reason);
        if (these.length === 0) return null;
        const { title, fix } = WHAT_TO_FIX[reason];
        return (
          <div key={reason} className={styles.notReady}>
            <p>
              Not sent: {these.length} {title}. {fix}
              {reason === 'UNMAPPED' && <> <a href="#gl-mapping">Go to GL code mapping</a></>}
            </p>
            <ul>
              {these.slice(0, SHOWN).map((n) => <li key={n.transactionId}><Link to={`/transactions/${n.transactionId}`}>Transaction {n.transactionId.slice(0, 8)}</Link></li>)}
              {these.length > SHOWN && <li>and {these.length - SHOWN} more</li>}
            </ul>
          </div>
        );
      })}
    </div>
  );
};
