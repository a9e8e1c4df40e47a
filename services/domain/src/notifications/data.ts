/**
 * A notification's data (spec 3 Notification.notificationData): what the recipient is asked to do
 * or told happened, and in which capacity they hear of it. Closed lists, so the API's enums, the
 * read model's rows and the web's links agree.
 */
export const NOTIFICATION_ACTIONS = [
  /** A request waits for the recipient's review (also its reminder, and for an away approver's delegate). */
  'APPROVE_REQUEST',
  /** The recipient's own request moved: approved at a level, decided, applied, failed or paid. */
  'REQUEST_UPDATED',
  /** A purchase of the recipient's needs its receipt. */
  'UPLOAD_RECEIPT',
  /** A purchase on a budget the recipient owns is out of the expense policy. */
  'REVIEW_POLICY',
  /** A purchase on a budget the recipient owns cleared above its authorization and tolerance. */
  'REVIEW_TRANSACTION',
  /** A budget the recipient owns was created, funded, archived or restored by someone else. */
  'REVIEW_BUDGET',
  /** The company's card account is owed a payment (missed, or returned by the bank). */
  'PAY_BALANCE',
  /** The accounting platform's totals and ours are apart. */
  'REVIEW_RECONCILIATION',
  /** A member revealed more card numbers within an hour than expected. */
  'REVIEW_CARD_ACCESS',
  /** A tenant snapshot the recipient asked for is ready. */
  'DOWNLOAD_SNAPSHOT',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** Spec 3 Notification.userRole: the capacity in which the recipient gets the notification. */
export const NOTIFICATION_USER_ROLES = ['BUDGET_OWNER', 'APPROVER', 'DELEGATE', 'REQUESTOR', 'SPENDER', 'ACCOUNT_ADMIN', 'LOG_READER'] as const;
export type NotificationUserRole = (typeof NOTIFICATION_USER_ROLES)[number];
