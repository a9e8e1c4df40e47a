import { z } from 'zod';

/** Integer cents above 0 and exactly representable: fractions of a cent and overflow are refused. */
const cents = z.number().int('amount must be whole cents').positive('amount must be above 0').max(Number.MAX_SAFE_INTEGER, 'amount is too large');
const id = z.string().min(1).max(100);
const token = z.uuid('card_token is not a card token');

/** Shaped like an issuer processor's real-time authorization webhook. */
export const authorizationRequest = z.object({
  id,
  card_token: token,
  amount: cents,
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code'),
  merchant_name: z.string().min(1).max(200),
  merchant_id: z.string().max(100).nullable().default(null),
  mcc: z.string().regex(/^\d{4}$/, 'mcc must be 4 digits').nullable().default(null),
  merchant_country: z.string().regex(/^[A-Z]{2,3}$/).nullable().default(null),
  timestamp: z.iso.datetime({ offset: true }),
});
export type AuthorizationRequestBody = z.infer<typeof authorizationRequest>;

/** Clearing (amount may differ from the authorization), reversal and refund of an authorization. */
export const followUpRequest = z.object({
  id,
  authorization_id: id,
  card_token: token,
  amount: cents.optional(),
  timestamp: z.iso.datetime({ offset: true }),
});
export type FollowUpRequestBody = z.infer<typeof followUpRequest>;

export interface AuthorizationAnswer {
  authorization_id: string;
  approved: boolean;
  decline_reason: string | null;
  message: string | null;
  transaction_id: string | null;
}

export interface FollowUpAnswer {
  id: string;
  accepted: boolean;
  status: string | null;
}
