import { historyChainStream, type HistoryChainEvent } from '@spend/domain';
import { describeVerification, PostgresEventStore, StreamNotFoundError, verifyChain, type ChainPoint } from '@spend/eventstore';
import type { HistoryVerification, QueryVerifyHistoryArgs } from '../generated/resolvers-types';
import { requirePermission, type ApiContext } from '../shared/context';
import { apiError } from '../shared/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company's latest anchor, from its history (a re-chain's new head counts as one); null before the first. */
const latestAnchor = async (ctx: ApiContext, companyId: string): Promise<ChainPoint | null> => {
  const events = await ctx.services.store.readStream(historyChainStream(companyId), { direction: 'backwards', maxCount: 1 }).catch((error: unknown) => {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  });
  const last = events[0] as unknown as HistoryChainEvent | undefined;
  if (!last) return null;
  const point = last.type === 'HistoryAnchored' ? last.data.anchor : last.data.newAnchor;
  return { position: BigInt(point.position), hash: point.hash };
};

/** verifyHistory: the auditor's run of `npm run audit:verify` over their own company. */
export const verifyHistory = async (ctx: ApiContext, { companyId, fromAnchor }: Partial<QueryVerifyHistoryArgs>): Promise<HistoryVerification> => {
  requirePermission(ctx, 'runLogs.read');
  const company = companyId ?? ctx.caller.companyId;
  if (!UUID.test(company)) throw apiError('BAD_USER_INPUT', 'companyId is not a company id.', { companyId: 'companyId is not a company id.' });
  if (company !== ctx.caller.companyId) throw apiError('FORBIDDEN', 'You can only verify the history of your own company.');
  const store = ctx.services.store;
  if (!(store instanceof PostgresEventStore)) throw new Error('verifyHistory needs the PostgreSQL event store');
  const from = fromAnchor ? await latestAnchor(ctx, company) : null;
  const v = await verifyChain(store.pool, company, { from });
  return {
    companyId: company, intact: v.broken === null, checked: v.checked,
    fromPosition: v.from?.position.toString() ?? null, fromHash: v.from?.hash ?? null,
    lastPosition: v.last?.position.toString() ?? null, lastHash: v.last?.hash ?? null,
    broken: v.broken && {
      position: v.broken.position.toString(), aggregate: v.broken.streamName, revision: Number(v.broken.revision), type: v.broken.eventType, expected: v.broken.expected, stored: v.broken.stored,
    },
    summary: describeVerification(v),
  };
};
