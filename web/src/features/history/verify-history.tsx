import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import type { VerifyHistoryQuery, VerifyHistoryQueryVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { VERIFY_HISTORY } from './operations';

type Verification = VerifyHistoryQuery['verifyHistory'];

/** The result as a file the auditor keeps: the summary line, then every figure as JSON. */
const save = (v: Verification) => {
  const { __typename: _, ...figures } = v as Verification & { __typename?: string };
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([`${v.summary}\n\n${JSON.stringify(figures, null, 2)}\n`], { type: 'text/plain' }));
  link.download = `history-verification-${v.lastPosition ?? 'empty'}.txt`;
  link.click();
  URL.revokeObjectURL(link.href);
};

/** What went wrong, in a sentence. */
const brokenText = (v: Verification, b: NonNullable<Verification['broken']>): string =>
  b.kind === 'ANCHOR'
    ? `Broken: ${v.checked} events verified, then the history before event ${b.position} changed: it no longer matches the anchor kept for it.`
    : b.kind === 'GAP'
      ? `Broken: ${v.checked} events verified, then event ${b.position} (${b.aggregate}, revision ${b.revision}, ${b.type}) follows an event that was removed.`
      : `Broken: ${v.checked} events verified, then event ${b.position} (${b.aggregate}, revision ${b.revision}, ${b.type}) does not carry the hash its stream's chain leads to.`;

/**
 * "Verify history" on /alerts/activity: the API recomputes the hash chain of every stream of the
 * company and checks its latest anchor (as `npm run audit:verify` does), and the auditor sees
 * whether the history is intact or the first broken link, and can download the result.
 */
export const VerifyHistory = () => {
  const client = useApolloClient();
  const toast = useToast();
  const [result, setResult] = useState<Verification | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const { data } = await client.query<VerifyHistoryQuery, VerifyHistoryQueryVariables>({ query: VERIFY_HISTORY, fetchPolicy: 'network-only' });
      setResult(data.verifyHistory);
    } catch (failure) {
      toast({ message: serverFieldErrors(failure).message, tone: 'danger' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <div data-testid="verify-history">
      <Button data-testid="verify-history-run" onClick={() => void run()} disabled={running}>{running ? 'Verifying…' : 'Verify history'}</Button>
      {result && (
        <p role="status" data-testid="verify-history-result">
          {result.broken
            ? brokenText(result, result.broken)
            : `Intact: ${result.checked} events of ${result.streams} streams verified${result.anchorPosition ? `, and the anchor at event ${result.anchorPosition} matches` : ''}.`}{' '}
          <Button size="small" data-testid="verify-history-download" onClick={() => save(result)}>Download result</Button>
        </p>
      )}
    </div>
  );
};
