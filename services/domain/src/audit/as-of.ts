import { budgetDecider } from '../budgets/decider';
import { cardDecider } from '../cards/decider';
import { companyDecider } from '../companies/decider';
import { userDecider } from '../members/decider';
import type { DomainEvent } from '../shared/decider';

type Folder = { initialState: () => object; evolve: (state: object, event: DomainEvent) => object };

/** Aggregates whose past state an auditor can see (and a tenant snapshot holds), folded with each one's own evolve. */
const FOLDERS = {
  budget: budgetDecider as Folder,
  card: cardDecider as Folder,
  company: companyDecider as Folder,
  user: userDecider as Folder,
} as const;

export type AuditedAggregate = keyof typeof FOLDERS;

/** `budget-<id>` → `budget`; null for streams whose state is not folded for auditors. */
export const auditedAggregateOf = (streamName: string): AuditedAggregate | null => {
  // The whole prefix before the id: `budget-increase-<id>` is a request, not a budget.
  const kind = /^([a-z-]+)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.exec(streamName)?.[1];
  return kind !== undefined && kind in FOLDERS ? (kind as AuditedAggregate) : null;
};

/** The aggregate's state after one more event (`state` undefined: before its first event). */
export const evolveAsOf = (kind: AuditedAggregate, state: object | undefined, event: DomainEvent): Record<string, unknown> =>
  FOLDERS[kind].evolve(state ?? FOLDERS[kind].initialState(), event) as Record<string, unknown>;

/** The aggregate's state after `events` (oldest first), from `state` (default: before its first event). */
export const foldAsOf = (kind: AuditedAggregate, events: readonly DomainEvent[], state: object = FOLDERS[kind].initialState()): Record<string, unknown> =>
  events.reduce(FOLDERS[kind].evolve, state) as Record<string, unknown>;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Top-level fields whose value differs, in the state's own field order. */
export const diffStates = (before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] =>
  [...new Set([...Object.keys(after), ...Object.keys(before)])]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));

/** What each event of a stream changed: the state before and after it, folded step by step. */
export const historySteps = (kind: AuditedAggregate, events: readonly DomainEvent[]): FieldChange[][] => {
  const steps: FieldChange[][] = [];
  let state = FOLDERS[kind].initialState() as Record<string, unknown>;
  for (const event of events) {
    const next = FOLDERS[kind].evolve(state, event) as Record<string, unknown>;
    steps.push(diffStates(state, next));
    state = next;
  }
  return steps;
};

/** Event fields that hold a credential (a bank connection's access token, an API client secret's hash): never shown in a history or a snapshot. */
const SECRET_FIELDS = new Set(['accessToken', 'secretSha256']);
export const redactSecrets = (data: unknown): unknown =>
  // Copies only the rare event that holds a secret: snapshots pass every event through here.
  data && typeof data === 'object' && !Array.isArray(data) && Object.keys(data).some((key) => SECRET_FIELDS.has(key))
    ? Object.fromEntries(Object.entries(data).map(([key, value]) => [key, SECRET_FIELDS.has(key) ? '[redacted]' : value]))
    : data;

// Any secret field's name as a JSON key: one regular expression scans the text several times faster than an includes per name.
const SECRET_KEY = new RegExp([...SECRET_FIELDS].map((field) => `"${field}"`).join('|'));
/** `redactSecrets` on an event's data as JSON text: parsed only when a secret field's name is in it. */
export const redactSecretsJson = (json: string): string => (SECRET_KEY.test(json) ? JSON.stringify(redactSecrets(JSON.parse(json))) : json);
