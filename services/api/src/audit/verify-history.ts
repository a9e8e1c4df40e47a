import { historyChainStream, type HistoryChainEvent } from '@spend/domain';
import { describeVerification, PostgresEventStore, StreamNotFoundError, verifyChain, type Anchor } from '@spend/eventstore';
import type { HistoryVerification, QueryVerifyHistoryArgs } from '../generated/resolvers-types';
import { requirePermission, type ApiContext } from '../shared/context';
import { apiError } from '../shared/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company's latest anchor, from its history (a re-chain's new anchor counts as one); null before the first. */
const latestAnchor = async (ctx: ApiContext, companyId: string): Promise<Anchor | null> => {
  const events = await ctx.services.store.readStream(historyChainStream(companyId), { direction: 'backwards', maxCount: 1 }).catch((error: unknown) => {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  });
  const last = events[0] as unknown as HistoryChainEvent | undefined;
  if (!last) return null;
  const anchor = last.type === 'HistoryAnchored' ? last.data.anchor : last.data.newAnchor;
  return { position: BigInt(anchor.position), digest: anchor.digest, streams: anchor.streams };
};

/** verifyHistory: the auditor's run of `npm run audit:verify` over their own company, against its latest anchor. */
export const verifyHistory = async (ctx: ApiContext, { companyId, fromAnchor }: Partial<QueryVerifyHistoryArgs>): Promise<HistoryVerification> => {
  requirePermission(ctx, 'runLogs.read');
  const company = companyId ?? ctx.caller.companyId;
  if (!UUID.test(company)) throw apiError('BAD_USER_INPUT', 'companyId is not a company id.', { companyId: 'companyId is not a company id.' });
  if (company !== ctx.caller.companyId) throw apiError('FORBIDDEN', 'You can only verify the history of your own company.');
  const store = ctx.services.store;
  if (!(store instanceof PostgresEventStore)) throw new Error('verifyHistory needs the PostgreSQL event store');
  const anchor = await latestAnchor(ctx, company);
  const v = await verifyChain(store.pool, company, { anchor, fromAnchor: !!fromAnchor && anchor !== null });
  const b = v.broken;
  return {
    companyId: company, intact: b === null, checked: v.checked, streams: v.streams,
    anchorPosition: anchor?.position.toString() ?? null, anchorDigest: anchor?.digest ?? null, anchorStreams: anchor?.streams ?? null, fromAnchor: v.fromAnchor,
    lastPosition: v.last?.position.toString() ?? null, lastDigest: v.last?.digest ?? null,
    broken: b && {
      kind: b.kind === 'link' ? 'LINK' : b.kind === 'gap' ? 'GAP' : 'ANCHOR',
      position: b.position.toString(), aggregate: b.streamName, revision: b.revision === null ? null : Number(b.revision), type: b.eventType, expected: b.expected, stored: b.stored,
    },
    summary: describeVerification(v),
  };
};
