// Who caused an audited event, apart from how it is described (describe.ts): the auditor's feed
// filters and credits by it.

/** Data fields that name the person behind an event its metadata does not credit (the authorizer's purchases, older workflow steps). */
const ACTOR_FIELDS = ['byUserId', 'reviewerUserId', 'linkedByUserId', 'requestedByUserId', 'creatorUserId', 'spenderId'] as const;

/** Who caused the event: its metadata's user, else the person its data names as doing it; null for the system's own steps. */
export const actorIdOf = (event: { type: string; data: unknown; userId: string | null }): string | null => {
  if (event.userId) return event.userId;
  const data = (event.data ?? {}) as Record<string, unknown>;
  const field = ACTOR_FIELDS.find((f) => typeof data[f] === 'string');
  if (field) return data[field] as string;
  return event.type.endsWith('Requested') && typeof data.requestorUserId === 'string' ? data.requestorUserId : null;
};
