/** Developer flags of spec 6, persisted in localStorage under `devFlags`; all off by default. */
export const DEV_FLAGS = [
  'turnOffTimeout', 'showEmptySettings', 'showUpcomingStatementRebates', 'showDeniedMCCCodes', 'showPaymentActions', 'showRebateInfo',
  'showReplaceCard', 'showStatementsModal', 'apiClientTokens', 'bypassWelcomeEmail', 'showTeamMemberRole', 'enable-octo-person',
  'bulkCardOperations', 'enableMultiOrgRoles', 'enablePaymentsExport', 'enableExportingSnapshots', 'enableCardAdvancedSettings',
] as const;
export type DevFlag = (typeof DEV_FLAGS)[number];

/** The flags the API is told about (x-dev-flags). */
const SENT_TO_API: readonly DevFlag[] = ['showReplaceCard', 'apiClientTokens', 'bypassWelcomeEmail', 'enable-octo-person', 'enableMultiOrgRoles', 'bulkCardOperations', 'enableExportingSnapshots'];

export const readDevFlags = (): Set<DevFlag> => {
  try {
    const stored = JSON.parse(localStorage.getItem('devFlags') ?? '{}') as Record<string, unknown>;
    return new Set(DEV_FLAGS.filter((flag) => stored[flag] === true));
  } catch {
    return new Set();
  }
};

export const devFlagsHeader = (flags: ReadonlySet<DevFlag>): string => SENT_TO_API.filter((f) => flags.has(f)).join(',');
