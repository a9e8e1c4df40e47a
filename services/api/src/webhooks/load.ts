import { isUuid, notFound, WEBHOOK_MESSAGES as M } from '@spend/domain';
import type { ApiContext } from '../shared/context';
import { tenant } from '../requests/load';

const endpoint = (r: { endpoint_id: string; url: string; event_types: string[]; enabled: boolean; created_at: Date; secret_rotated_at: Date | null }) => ({
  id: r.endpoint_id, url: r.url, eventTypes: r.event_types, enabled: r.enabled, createdAt: r.created_at, secretRotatedAt: r.secret_rotated_at,
});

/** The caller company's endpoints (row-level security keeps other companies' out). */
export const readEndpoints = async (ctx: ApiContext, id?: string) => {
  if (id !== undefined && !isUuid(id)) return [];
  const rows = await tenant(ctx, (trx) => {
    let query = trx.selectFrom('webhook_endpoints').selectAll().orderBy('created_at').orderBy('endpoint_id');
    if (id !== undefined) query = query.where('endpoint_id', '=', id);
    return query.execute();
  });
  return rows.map(endpoint);
};

export const readEndpoint = async (ctx: ApiContext, id: string) => {
  const [found] = await readEndpoints(ctx, id);
  if (!found) throw notFound(M.notFound);
  return found;
};

/** Deliveries (newest first) with their attempts, of one endpoint or by id. */
export const readDeliveries = async (ctx: ApiContext, where: { endpointId?: string; deliveryId?: string }, take = 50) => {
  if ((where.endpointId && !isUuid(where.endpointId)) || (where.deliveryId && !isUuid(where.deliveryId))) return [];
  return tenant(ctx, async (trx) => {
    let query = trx.selectFrom('webhook_deliveries').selectAll().orderBy('created_at', 'desc').orderBy('delivery_id').limit(Math.min(Math.max(take, 1), 200));
    if (where.endpointId) query = query.where('endpoint_id', '=', where.endpointId);
    if (where.deliveryId) query = query.where('delivery_id', '=', where.deliveryId);
    const deliveries = await query.execute();
    const attempts = deliveries.length === 0 ? [] : await trx.selectFrom('webhook_delivery_attempts').selectAll()
      .where('delivery_id', 'in', deliveries.map((d) => d.delivery_id)).orderBy('attempt').execute();
    return deliveries.map((d) => ({
      id: d.delivery_id, endpointId: d.endpoint_id, eventId: d.event_id, eventType: d.event_type, status: d.status, createdAt: d.created_at, updatedAt: d.updated_at,
      attempts: attempts.filter((a) => a.delivery_id === d.delivery_id).map((a) => ({
        attempt: a.attempt, statusCode: a.status_code, durationMs: a.duration_ms, error: a.error, outcome: a.outcome, attemptedAt: a.attempted_at,
      })),
    }));
  });
};
