import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * An anchor of a company's history (issue #26 item 2): as of a global position, the SHA-256 digest of
 * the head (stream, revision, hash) of every stream of the company, and how many streams that is.
 */
export const historyAnchor = z.object({ position: z.string().regex(/^\d+$/), digest: z.string().regex(/^[0-9a-f]{64}$/), streams: z.number().int().nonnegative() });
export type AnchorData = z.infer<typeof historyAnchor>;

/** The company's history up to `position` was anchored: the anchor written under a retention lock at `objectKey`. Stream `history-chain-<companyId>`. */
export const historyAnchored = z.object({
  type: z.literal('HistoryAnchored'),
  data: z.object({ companyId: z.uuid(), anchor: historyAnchor, objectKey: z.string().min(1), retainUntil: z.iso.datetime(), at: z.iso.datetime() }),
});

/** The one sanctioned rewrite (`pii:seal-existing`) changed stored events and re-chained their streams: the anchor at the same position before and after. */
export const historyRechained = z.object({
  type: z.literal('HistoryRechained'),
  data: z.object({ companyId: z.uuid(), reason: z.literal('pii:seal-existing'), oldAnchor: historyAnchor, newAnchor: historyAnchor, rewritten: z.number().int().positive(), at: z.iso.datetime() }),
});

export const historyChainEvent = z.discriminatedUnion('type', [historyAnchored, historyRechained]);
export type HistoryChainEvent = z.infer<typeof historyChainEvent>;

export const historyChainStream = (companyId: string): string => `history-chain-${companyId}`;

export interface AnchorHistory {
  type: 'AnchorHistory';
  companyId: string;
  anchor: AnchorData;
  objectKey: string;
  retainUntil: string;
  now: string;
}
export interface RecordRechain {
  type: 'RecordRechain';
  companyId: string;
  oldAnchor: AnchorData;
  newAnchor: AnchorData;
  rewritten: number;
  now: string;
}
export type HistoryChainCommand = AnchorHistory | RecordRechain;

export interface HistoryChainState {
  /** The latest anchor (positions only grow). */
  anchor: AnchorData | null;
}

const valid = (point: AnchorData, field: string): void => {
  if (!historyAnchor.safeParse(point).success) throw new DomainError('BAD_USER_INPUT', 'Not an anchor of a history.', { [field]: 'Not an anchor of a history.' });
};

const decideAnchor = (c: AnchorHistory, state: HistoryChainState): HistoryChainEvent[] => {
  valid(c.anchor, 'anchor');
  // A retried or late anchor at or before the last one records nothing.
  if (state.anchor && BigInt(state.anchor.position) >= BigInt(c.anchor.position)) return [];
  return [{ type: 'HistoryAnchored', data: { companyId: c.companyId, anchor: c.anchor, objectKey: c.objectKey, retainUntil: c.retainUntil, at: c.now } }];
};

const decideRechain = (c: RecordRechain): HistoryChainEvent[] => {
  valid(c.oldAnchor, 'oldAnchor');
  valid(c.newAnchor, 'newAnchor');
  if (c.rewritten === 0 || c.oldAnchor.digest === c.newAnchor.digest) return [];
  return [{ type: 'HistoryRechained', data: { companyId: c.companyId, reason: 'pii:seal-existing', oldAnchor: c.oldAnchor, newAnchor: c.newAnchor, rewritten: c.rewritten, at: c.now } }];
};

export const historyChainDecider: Decider<HistoryChainState, HistoryChainCommand, HistoryChainEvent> = {
  initialState: () => ({ anchor: null }),
  // A re-chain moves the hashes on: anchors before it no longer match, its new anchor is the one to trust.
  evolve: (state, event) => ({ ...state, anchor: event.type === 'HistoryAnchored' ? event.data.anchor : event.data.newAnchor }),
  decide: (command, state) => (command.type === 'AnchorHistory' ? decideAnchor(command, state) : decideRechain(command)),
};
