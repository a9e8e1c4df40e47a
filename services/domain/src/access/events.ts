import { z } from 'zod';

const at = z.iso.datetime();

/** What a member can take out of the company (issue #26 item 4): each is recorded when it is made (a tenant snapshot is, by its own TenantSnapshotRequested). */
export const EXPORT_KINDS = ['TRANSACTIONS_CSV', 'CARDS_CSV', 'PAYMENTS_CSV', 'MEMBERS_CSV', 'RECEIPTS_ZIP', 'STATEMENT', 'EVENT_HISTORY', 'CONTROLS_REPORT'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The export's name in the activity feed's sentences. */
export const EXPORT_LABELS: Record<ExportKind, string> = {
  TRANSACTIONS_CSV: 'the transactions CSV', CARDS_CSV: 'the cards CSV', PAYMENTS_CSV: 'the payments CSV', MEMBERS_CSV: 'the members CSV', RECEIPTS_ZIP: 'the receipts zip',
  STATEMENT: 'a statement', EVENT_HISTORY: 'the event history', CONTROLS_REPORT: 'the controls report',
};

/**
 * Company data taken out: who (the event's userId), when, which export and what it is of (a report,
 * statement or snapshot id). Never the data itself.
 */
export const dataExported = z.object({
  type: z.literal('DataExported'),
  data: z.object({ exportId: z.uuid(), companyId: z.uuid(), userId: z.uuid().nullable(), exportKind: z.enum(EXPORT_KINDS), reference: z.string().nullable(), at }),
});

/**
 * An API client's token used for the first time (issue #26 item 4): which client, when, the token (its
 * `jti` and lifetime, never the token or the client's secret) and what it was first used for. Once per
 * token, not per request: a token is a grant of access for its lifetime, and its first use is when
 * that access is taken up; a token used 10,000 times is one entry, not 10,000.
 */
export const apiClientTokenUsed = z.object({
  type: z.literal('ApiClientTokenUsed'),
  data: z.object({
    tokenUseId: z.uuid(), clientId: z.uuid(), companyId: z.uuid(), clientName: z.string(), tokenId: z.string(),
    issuedAt: at.nullable(), expiresAt: at.nullable(), operation: z.string(), at,
  }),
});

export const accessEvent = z.discriminatedUnion('type', [dataExported, apiClientTokenUsed]);
export type AccessEvent = z.infer<typeof accessEvent>;
