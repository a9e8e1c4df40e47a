import { z } from 'zod';

const at = z.iso.datetime();
const companyId = z.uuid();

/**
 * A company's accounting integration (spec 3: connection, accounting-sync company configuration),
 * stream `accounting-<companyId>`. Ids of the platform's records are its own strings.
 */
export const codatCompanyCreated = z.object({ type: z.literal('CodatCompanyCreated'), data: z.object({ companyId, codatCompanyId: z.string().min(1), name: z.string(), at }) });
export const codatConfigurationSet = z.object({
  type: z.literal('CodatConfigurationSet'),
  data: z.object({ companyId, bankAccountId: z.string().min(1), supplierId: z.string().min(1), customerId: z.string().min(1).nullable(), at }),
});
export const codatConnectionCreated = z.object({
  type: z.literal('CodatConnectionCreated'),
  data: z.object({ companyId, connectionId: z.string().min(1), platformKey: z.string(), platformName: z.string(), at }),
});
export const codatConnectionArchiveStatusSet = z.object({
  type: z.literal('CodatConnectionArchiveStatusSet'),
  data: z.object({ companyId, connectionId: z.string().min(1), archived: z.boolean(), at }),
});
/** Which of our GL codes and projects stand for the platform's accounts and tracking categories, and its customers. */
export const codatDataImported = z.object({
  type: z.literal('CodatDataImported'),
  data: z.object({
    companyId,
    accounts: z.array(z.object({ accountId: z.string(), generalLedgerId: z.uuid(), name: z.string(), archived: z.boolean() })),
    trackingCategories: z.array(z.object({ trackingCategoryId: z.string(), projectId: z.uuid(), name: z.string(), archived: z.boolean() })),
    customers: z.array(z.object({ customerId: z.string(), name: z.string(), archived: z.boolean() })),
    at,
  }),
});

/** An admin posts one of our GL codes to a platform account (the mapping table); null: back to what the import says. */
export const codatAccountMapped = z.object({
  type: z.literal('CodatAccountMapped'),
  data: z.object({ companyId, generalLedgerId: z.uuid(), accountId: z.string().min(1).nullable(), at }),
});

/** On connect, a platform account proposed for each GL code (by number, then name); nothing posts there until the admin confirms. */
export const codatAccountsProposed = z.object({
  type: z.literal('CodatAccountsProposed'),
  data: z.object({ companyId, proposals: z.array(z.object({ generalLedgerId: z.uuid(), accountId: z.string().min(1) })), at }),
});
export const accountingEvent = z.discriminatedUnion('type', [
  codatCompanyCreated, codatConfigurationSet, codatConnectionCreated, codatConnectionArchiveStatusSet, codatDataImported, codatAccountMapped, codatAccountsProposed,
]);
export type AccountingEvent = z.infer<typeof accountingEvent>;

/**
 * An integration run (spec 4 sync run states STARTED, LOADED, COMPLETED, FAILED), stream
 * `integration-run-<runId>`: what was pushed and how each transaction came out.
 */
const runIds = { runId: z.uuid(), companyId };
export const integrationRunStarted = z.object({ type: z.literal('IntegrationRunStarted'), data: z.object({ ...runIds, kind: z.enum(['EXPENSES', 'IMPORT']), at }) });
/** A transaction the run did not send (spec: not coded, or its GL code unmapped), with what to fix. */
export const notReadyTransaction = z.object({ transactionId: z.uuid(), reason: z.enum(['NOT_CODED', 'UNMAPPED']), message: z.string(), generalLedgerId: z.uuid().nullable() });
export const integrationRunLoaded = z.object({ type: z.literal('IntegrationRunLoaded'), data: z.object({ ...runIds, transactionIds: z.array(z.uuid()), at }) });
export const integrationRunCompleted = z.object({
  type: z.literal('IntegrationRunCompleted'),
  data: z.object({ ...runIds, syncedTransactionIds: z.array(z.uuid()), failed: z.array(z.object({ transactionId: z.uuid(), message: z.string() })),
    // Absent on runs recorded before not-ready transactions were kept apart (they were counted as failed then).
    notReady: z.array(notReadyTransaction).optional(), at }),
});
export const integrationRunFailed = z.object({ type: z.literal('IntegrationRunFailed'), data: z.object({ ...runIds, message: z.string(), notReady: z.array(notReadyTransaction).optional(), at }) });

export const integrationRunEvent = z.discriminatedUnion('type', [integrationRunStarted, integrationRunLoaded, integrationRunCompleted, integrationRunFailed]);
export type IntegrationRunEvent = z.infer<typeof integrationRunEvent>;

export const ACCOUNTING_EVENT_TYPES = [...accountingEvent.options, ...integrationRunEvent.options].map((o) => o.shape.type.value);
