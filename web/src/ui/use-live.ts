import { useSubscription, type DocumentNode, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useEffect, useRef } from 'react';

export interface LiveOptions<TPush, TVariables> {
  /**
   * Whether a push needs a read: Apollo has already written the pushed object (it carries `id` and
   * `__typename`) into its normalised cache, so a row on screen is up to date without one. Only a
   * row the list does not hold yet, or a figure only the server can total, needs `refetch`.
   * Without it, every push refetches.
   */
  stale?: (push: TPush) => boolean;
  /** The read: after a stale push, and after an interrupted subscription restarts (pushes may have been lost). */
  refetch?: () => unknown;
  /** For a page that reads different things depending on what was pushed (it then returns nothing from `stale`). */
  onPush?: (push: TPush) => void;
  variables?: TVariables;
  skip?: boolean;
}

/** The API ends a live subscription with this flag when NATS dropped: subscribing again is the cure. */
const isRetryable = (error: unknown): boolean =>
  ((error as { graphQLErrors?: { extensions?: { retryable?: unknown } }[] }).graphQLErrors ?? []).some((e) => e.extensions?.retryable === true);

/**
 * How long before subscribing again after the n-th retryable end in a row: at once would spin while
 * the cause lasts (the API answers every try with the same error while its database fails over).
 */
export const resubscribeDelay = (attempt: number): number => Math.min(500 * 2 ** attempt, 10_000);

/**
 * The one way a page follows live changes (graphql-ws): pushes land in the cache, reads happen only
 * when needed. Returns the latest push, for a value that is itself the push (badge counts).
 */
export const useLive = <TPush, TVariables extends OperationVariables = OperationVariables>(
  subscription: DocumentNode | TypedDocumentNode<TPush, TVariables>,
  options: LiveOptions<TPush, TVariables> = {},
): TPush | undefined => {
  // The latest callbacks, without resubscribing on every render.
  const latest = useRef(options);
  latest.current = options;
  const restart = useRef<() => void>(() => undefined);
  const retries = useRef(0);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);
  const { data, restart: restartNow } = useSubscription<TPush, TVariables>(subscription, {
    variables: options.variables,
    skip: options.skip,
    onData: ({ data }) => {
      const { stale = () => true, refetch, onPush } = latest.current;
      retries.current = 0;
      if (!data.data) return;
      onPush?.(data.data);
      if (stale(data.data)) void refetch?.();
    },
    onError: (error) => {
      if (!isRetryable(error)) return;
      clearTimeout(retry.current);
      retry.current = setTimeout(() => {
        restart.current();
        void latest.current.refetch?.();
      }, resubscribeDelay(retries.current++));
    },
  });
  restart.current = restartNow;
  return data;
};
