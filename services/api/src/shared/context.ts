import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NatsConnection } from 'nats';
import type { Client as TemporalClient } from '@temporalio/client';
import { can, forbidden, type Decider, type DomainEvent, type Permission } from '@spend/domain';
import { handleCommand, type CommandResult, type EventStore, type Position } from '@spend/eventstore';
import { comparePositions, deterministicUuid } from '@spend/eventstore';
import type { CheckpointWaiter, ReadModels } from '@spend/projections';
import type { Caller } from './auth';
import type { ApiConfig } from './config';
import { apiError } from './errors';

export interface ApiServices {
  config: ApiConfig;
  db: Kysely<ReadModels>;
  store: EventStore;
  waiter: CheckpointWaiter;
  nats: NatsConnection;
  /** Starts workflows and delivers updates to them (approval reviews). */
  temporal: TemporalClient;
}

/** Developer flags the client sends in `x-dev-flags` (spec 6). */
export type DevFlags = ReadonlySet<string>;

export interface ApiContext {
  services: ApiServices;
  caller: Caller;
  flags: DevFlags;
  /** From the Idempotency-Key header, else random: seeds command and aggregate ids. */
  commandId: string;
  correlationId: string;
  /** Furthest position this request appended; read-your-writes waits for it. */
  appended: Position | null;
  /** `x-nbx-mode: MultipleEntity` (spec 7): the person lookup then spans all of the person's companies. */
  multipleEntity?: boolean;
}

const MAX_IDEMPOTENCY_KEY = 255;

/**
 * A retried request with the same `Idempotency-Key` gets the same command id, so it appends nothing
 * new. The key is scoped to the calling user: another caller (of any company) choosing the same key
 * gets other ids, and can neither collide with nor pre-empt this caller's aggregates.
 */
export const newRequestIds = (idempotencyKey: string | null | undefined, userId: string): { commandId: string; correlationId: string } => {
  const key = idempotencyKey?.trim();
  if (key && key.length > MAX_IDEMPOTENCY_KEY) throw apiError('BAD_USER_INPUT', `The Idempotency-Key header must be at most ${MAX_IDEMPOTENCY_KEY} characters.`);
  return { commandId: key ? deterministicUuid('idempotency', userId, key) : randomUUID(), correlationId: randomUUID() };
};

export const parseFlags = (header: string | null | undefined): DevFlags =>
  new Set((header ?? '').split(',').map((f) => f.trim()).filter(Boolean));

export const requirePermission = (ctx: ApiContext, permission: Permission, isReseller = false): void => {
  if (!can(ctx.caller.roles, permission, { enableMultiOrgRoles: ctx.flags.has('enableMultiOrgRoles'), isReseller })) throw forbidden();
};

/** Every mutation's command goes through the one command handler; `label` keeps ids distinct when a mutation runs several. */
export const runCommand = async <State, Command, Event extends DomainEvent>(
  ctx: ApiContext,
  streamName: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: { label?: string; companyId?: string } = {},
): Promise<CommandResult<State, Event>> => {
  const result = await handleCommand(ctx.services.store, streamName, decider, command, {
    companyId: options.companyId ?? ctx.caller.companyId,
    userId: ctx.caller.userId,
    correlationId: ctx.correlationId,
    commandId: options.label ? `${ctx.commandId}:${options.label}` : ctx.commandId,
  });
  if (result.appended && (!ctx.appended || comparePositions(result.appended.position, ctx.appended) > 0)) ctx.appended = result.appended.position;
  return result;
};

/** Read your writes: wait (bounded) until these projections have applied what this request appended. */
export const awaitProjections = async (ctx: ApiContext, projections: readonly string[]): Promise<void> => {
  if (!ctx.appended) return;
  const reached = await ctx.services.waiter.waitFor(projections, ctx.appended, ctx.services.config.READ_YOUR_WRITES_TIMEOUT_MS);
  if (!reached) throw apiError('CONFLICT', 'Your change was saved but is not visible yet. Refresh in a moment.');
};
