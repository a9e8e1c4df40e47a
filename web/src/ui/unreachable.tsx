import { useState } from 'react';
import { AlertBanner } from './alert-banner';
import { Button } from './button';

/** True when a query failed for want of an answer (the network, a proxy, a server down), not a refusal. */
export const isUnreachable = (error: { networkError?: unknown } | undefined | null): boolean => !!error?.networkError;

export const UNREACHABLE_TITLE = 'Spend cannot be reached';
export const UNREACHABLE_TEXT = 'Check your connection, then try again.';

/**
 * What a screen shows instead of "Loading…" for ever when the API does not answer: a danger banner
 * with Retry, busy while the retry runs (a failed retry keeps the banner).
 */
export const Unreachable = ({ onRetry }: { onRetry: () => Promise<unknown> }) => {
  const [retrying, setRetrying] = useState(false);
  const retry = (): void => {
    setRetrying(true);
    void onRetry()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  return (
    <AlertBanner tone="danger" title={UNREACHABLE_TITLE} action={<Button size="small" loading={retrying} onClick={retry}>Retry</Button>}>
      {UNREACHABLE_TEXT}
    </AlertBanner>
  );
};
