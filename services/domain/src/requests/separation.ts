/**
 * Separation of duties (issue #26): nobody approves their own request, and nobody approves two
 * levels of one chain. The routing of a chain at submission and the choice of who approves the next
 * level after each approval share these rules, so a form, the API, a workflow and the demo seed
 * route every request alike.
 */

export interface ApprovalStep {
  approverUserIds: string[];
}

/** Who a chain is routed around (the requester) and to (the company's admins, where a level has nobody else). */
export interface Routing {
  requestorUserId: string;
  adminUserIds: readonly string[];
}

/**
 * Who may approve a level: its own approvers but the excluded (the requester, those who approved an
 * earlier level); where none remain, the company's admins but the excluded.
 */
export const eligibleApprovers = (approverUserIds: readonly string[], excluded: ReadonlySet<string>, adminUserIds: readonly string[]): string[] => {
  const own = approverUserIds.filter((id) => !excluded.has(id));
  return own.length > 0 ? own : [...new Set(adminUserIds)].filter((id) => !excluded.has(id));
};

const sameApprovers = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * A chain routed around the requester: a level they approve goes to its other approvers, else to
 * the admins; the sole approver of a level (certain to be the one who approves it) is taken off the
 * levels after it; a level nobody else can approve is dropped, and one with the same approvers as
 * the level before it merges into it. Routing a routed chain again changes nothing.
 */
export const routeApprovers = (levels: readonly ApprovalStep[], routing: Routing): ApprovalStep[] => {
  const routed: ApprovalStep[] = [];
  for (const level of levels) {
    const sole = routed.flatMap((l) => (l.approverUserIds.length === 1 ? l.approverUserIds : []));
    const approverUserIds = eligibleApprovers(level.approverUserIds, new Set([routing.requestorUserId, ...sole]), routing.adminUserIds);
    const previous = routed.at(-1);
    if (approverUserIds.length === 0 || (previous && sameApprovers(previous.approverUserIds, approverUserIds))) continue;
    routed.push({ approverUserIds });
  }
  return routed;
};

/** What a request's review is decided over: its chain, who asked and who approved so far. */
export interface SeparatedState {
  levels: readonly ApprovalStep[];
  /** Index of the level waiting for a review. */
  level: number;
  requestorUserId: string | null;
  /** The admins the chain falls back to, as recorded at submission (empty for requests recorded before). */
  adminUserIds: readonly string[];
  /** Everyone who approved a level so far: reviewers and those they acted for. */
  approvedBy: readonly string[];
}

/**
 * The level that waits after an approval by `approvers` (the reviewer and whom they acted for),
 * with who approves it: the first later level someone not yet involved can approve; null when none
 * is left, i.e. the request is approved.
 */
export const nextWaitingLevel = (state: SeparatedState, approvers: readonly string[]): { level: number; approverUserIds: string[] } | null => {
  const excluded = new Set([...(state.requestorUserId ? [state.requestorUserId] : []), ...state.approvedBy, ...approvers]);
  for (let level = state.level + 1; level < state.levels.length; level++) {
    const approverUserIds = eligibleApprovers(state.levels[level]!.approverUserIds, excluded, state.adminUserIds);
    if (approverUserIds.length > 0) return { level, approverUserIds };
  }
  return null;
};
