/** The card fields and create mutation the cards tests share. */
const CARD = `id last4Digits card_format card_type status activated isRechargeable shouldLinkBudget spender_id shippingAddress
  balance { spent limit available } transactionControl { spendLimit mode mccCodeList frequencyCount frequencyPeriod startDate endDate isActive }`;
export const CREATE = `mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { ${CARD} } }`;

export type Card = { id: string; last4Digits: string; status: string; activated: boolean; card_type: string; balance: { spent: number; limit: number; available: number } };
