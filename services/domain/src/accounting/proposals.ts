import type { PlatformAccount } from './provider';

/** One of our GL codes as a proposal needs it. */
export interface GlCodeForProposal { id: string; code: string | null; name: string }
export interface AccountMapping { generalLedgerId: string; accountId: string }

const norm = (text: string | null) => (text ?? '').trim().toLowerCase();

/**
 * On connect, a platform account for each of our GL codes, for the admin to confirm or change before
 * the first sync: the account with the GL code's number first (a chart of accounts shares numbers
 * more reliably than names), else the one with its name, case-insensitive. Only accounts a mapping
 * may take (active, not the bank's Asset accounts). A GL code matching neither gets no proposal.
 */
export const proposeAccountMappings = (gls: readonly GlCodeForProposal[], accounts: readonly PlatformAccount[]): AccountMapping[] => {
  const open = accounts.filter((a) => a.status === 'Active' && a.accountType !== 'Asset');
  const proposals: AccountMapping[] = [];
  for (const gl of gls) {
    const byNumber = norm(gl.code) ? open.find((a) => norm(a.nominalCode) === norm(gl.code)) : undefined;
    const account = byNumber ?? open.find((a) => norm(a.name) === norm(gl.name));
    if (account) proposals.push({ generalLedgerId: gl.id, accountId: account.id });
  }
  return proposals;
};

/** The proposals still waiting for the admin: those of GL codes with no mapping yet. */
export const pendingProposals = (state: { proposedAccounts: Record<string, string> }, mapped: readonly AccountMapping[]): AccountMapping[] => {
  const done = new Set(mapped.map((m) => m.generalLedgerId));
  return Object.entries(state.proposedAccounts).filter(([gl]) => !done.has(gl)).map(([generalLedgerId, accountId]) => ({ generalLedgerId, accountId }));
};
