import { useSubscription, type DocumentNode, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useRef } from 'react';

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
  const { data, restart: restartNow } = useSubscription<TPush, TVariables>(subscription, {
    variables: options.variables,
    skip: options.skip,
    onData: ({ data }) => {
      const { stale = () => true, refetch, onPush } = latest.current;
      if (!data.data) return;
      onPush?.(data.data);
      if (stale(data.data)) void refetch?.();
    },
    onError: (error) => {
      if (!isRetryable(error)) return;
      restart.current();
      void latest.current.refetch?.();
    },
  });
  restart.current = restartNow;
  return data;
};
