import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Client as TemporalClient } from '@temporalio/client';
import { can, forbidden, isoNow, type Clock, type Decider, type DomainEvent, type Permission } from '@spend/domain';
import {
  handleCommand, handleCommandBatch, handleCommands, type AppendResult, type BatchOutcome, type CommandContext, type CommandResult, type Decided, type EventStore, type MultiCommandResult, type Position, type RecordedEvent, type StreamSpecs,
} from '@spend/eventstore';
import { comparePositions, deterministicUuid } from '@spend/eventstore';
import type { CheckpointWaiter, ReadModels } from '@spend/projections/api';
import type { Caller } from './auth';
import type { Storage } from '../files/storage';
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
  /** The time commands are stamped with (tests may fix it). */
  clock: Clock;
  /** Where files (receipts, avatars) are kept: files/storage.ts. */
  storage: Storage;
}

/** Developer flags the client sends in `x-dev-flags` (spec 6). */
export type DevFlags = ReadonlySet<string>;

export interface ApiContext {
  services: ApiServices;
  caller: Caller;
  flags: DevFlags;
  /** The Idempotency-Key header (trimmed), if any: a mutation's response is kept under it. */
  idempotencyKey: string | null;
  /**
   * Seeds command and aggregate ids: for a mutation with an Idempotency-Key, the id its key record
   * holds (shared/idempotency.ts); else derived from the key, else random.
   */
  commandId: string;
  correlationId: string;
  /** Furthest position this request appended; read-your-writes waits for it. */
  appended: Position | null;
  /** Set by a mutation that answers a secret (a webhook signing secret): its response is not stored under the Idempotency-Key. */
  responseHoldsSecret?: boolean;
  /** `x-nbx-mode: MultipleEntity` (spec 7): the person lookup then spans all of the person's companies. */
  multipleEntity?: boolean;
  /** The caller's own `authorization` header: forwarded only to the identity provider, for a password change. */
  authorization?: string | null;
}

const MAX_IDEMPOTENCY_KEY = 255;

/**
 * A retried request with the same `Idempotency-Key` gets the same command id, so it appends nothing
 * new. The key is scoped to the calling user: another caller (of any company) choosing the same key
 * gets other ids, and can neither collide with nor pre-empt this caller's aggregates.
 */
export const newRequestIds = (
  idempotencyKey: string | null | undefined,
  userId: string,
): { idempotencyKey: string | null; commandId: string; correlationId: string } => {
  const key = idempotencyKey?.trim() || null;
  if (key && key.length > MAX_IDEMPOTENCY_KEY) throw apiError('BAD_USER_INPUT', `The Idempotency-Key header must be at most ${MAX_IDEMPOTENCY_KEY} characters.`);
  return { idempotencyKey: key, commandId: key ? deterministicUuid('idempotency', userId, key) : randomUUID(), correlationId: randomUUID() };
};

/** Now, as the request's commands carry it. */
export const nowOf = (ctx: ApiContext): string => isoNow(ctx.services.clock);

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
  options: RunOptions = {},
): Promise<CommandResult<State, Event>> => {
  const result = await handleCommand(ctx.services.store, streamName, decider, command, commandContext(ctx, options));
  recordAppended(ctx, result.appended, result.events);
  return result;
};

/**
 * A command a rule spans several streams with (an email claim and its users, a transfer between
 * budgets): `handleCommands`, so everything it decides is appended in one commit or nothing is.
 */
export const runCommands = async <S extends object, Event extends DomainEvent>(
  ctx: ApiContext,
  streams: StreamSpecs<S>,
  decide: (states: S) => Decided<S, Event>,
  options: RunOptions = {},
): Promise<MultiCommandResult<S, Event>> => {
  const result = await handleCommands(ctx.services.store, streams, decide, commandContext(ctx, options));
  recordAppended(ctx, result.appended, Object.values(result.events).flat());
  return result;
};

/**
 * Commands of one decider on many aggregates at once (a bulk action on selected rows):
 * `handleCommandBatch`, one read and one append for the lot. Each command's id is the request's
 * with its label, so a retried request appends nothing; each outcome is its own (a refusal stays one row's).
 */
export const runCommandBatch = async <State, Command, Event extends DomainEvent>(
  ctx: ApiContext,
  decider: Decider<State, Command, Event>,
  commands: readonly { streamName: string; command: Command; label: string }[],
): Promise<BatchOutcome<State, Event>[]> => {
  const outcomes = await handleCommandBatch(ctx.services.store, decider, commands.map((c) => ({ streamName: c.streamName, command: c.command, context: commandContext(ctx, { label: c.label }) })));
  for (const outcome of outcomes) if ('result' in outcome) recordAppended(ctx, outcome.result.appended, outcome.result.events);
  return outcomes;
};

type RunOptions = { label?: string; companyId?: string };

const commandContext = (ctx: ApiContext, options: RunOptions): CommandContext => ({
  companyId: options.companyId ?? ctx.caller.companyId,
  userId: ctx.caller.userId,
  correlationId: ctx.correlationId,
  commandId: options.label ? `${ctx.commandId}:${options.label}` : ctx.commandId,
});

/**
 * The furthest position this request's commands reached. A retried command appends nothing, but the
 * events its first attempt recorded (RecordedEvents) carry their positions: read-your-writes waits for those too.
 */
const recordAppended = (ctx: ApiContext, appended: AppendResult | null, events: readonly unknown[]): void => {
  const positions = [appended?.position, ...events.map((e) => (e as Partial<RecordedEvent>).position)];
  for (const position of positions) if (position && (!ctx.appended || comparePositions(position, ctx.appended) > 0)) ctx.appended = position;
};

/** Read your writes: wait (bounded) until these projections have applied what this request appended. */
export const awaitProjections = async (ctx: ApiContext, projections: readonly string[]): Promise<void> => {
  if (!ctx.appended) return;
  const reached = await ctx.services.waiter.waitFor(projections, ctx.appended, ctx.services.config.READ_YOUR_WRITES_TIMEOUT_MS);
  if (!reached) throw apiError('CONFLICT', 'Your change was saved but is not visible yet. Refresh in a moment.');
};
