import { z } from 'zod';

/** An account of a connection; its current balance in cents when the provider reported one at link time. */
export const bankAccount = z.object({ accountId: z.string().min(1), name: z.string(), mask: z.string(), balanceCents: z.number().int().nullable().optional() });
/** A bank transaction as imported: integer cents, positive for money out (Plaid's sign). */
export const bankTransaction = z.object({
  transactionId: z.string().min(1),
  accountId: z.string().min(1),
  amountCents: z.number().int(),
  merchantName: z.string(),
  date: z.iso.date(),
});
export type BankAccount = z.infer<typeof bankAccount>;
export type BankTransaction = z.infer<typeof bankTransaction>;

const ids = { itemId: z.uuid(), companyId: z.uuid() };

/** A bank connection (Plaid-shaped item) linked by an admin; stream `bank-item-<itemId>`. */
export const bankItemLinked = z.object({
  type: z.literal('BankItemLinked'),
  data: z.object({
    ...ids,
    providerItemId: z.string(),
    /** The provider's credential for this item, sealed (AES-256-GCM, BANK_TOKEN_KEY): never in plain text here. */
    accessToken: z.string(),
    institutionName: z.string(),
    accounts: z.array(bankAccount),
    linkedByUserId: z.uuid(),
    at: z.iso.datetime(),
  }),
});
export const bankItemArchived = z.object({ type: z.literal('BankItemArchived'), data: z.object({ ...ids, at: z.iso.datetime() }) });
export const bankItemRestored = z.object({ type: z.literal('BankItemRestored'), data: z.object({ ...ids, at: z.iso.datetime() }) });

/** One page of a transactions sync, applied with the cursor it was read from and the one it leads to. */
export const bankTransactionsSynced = z.object({
  type: z.literal('BankTransactionsSynced'),
  data: z.object({
    ...ids,
    fromCursor: z.string().nullable(),
    cursor: z.string(),
    added: z.array(bankTransaction),
    modified: z.array(bankTransaction),
    removed: z.array(z.string()),
    at: z.iso.datetime(),
  }),
});

export const bankEvent = z.discriminatedUnion('type', [bankItemLinked, bankItemArchived, bankItemRestored, bankTransactionsSynced]);
export type BankEvent = z.infer<typeof bankEvent>;
