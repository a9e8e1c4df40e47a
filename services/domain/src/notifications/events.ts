import { z } from 'zod';

/** A user marked some of their notifications read (`updateManyNotification`); stream `inbox-<userId>`. */
export const notificationsRead = z.object({
  type: z.literal('NotificationsRead'),
  data: z.object({ userId: z.uuid(), companyId: z.uuid(), notificationIds: z.array(z.uuid()).min(1), at: z.iso.datetime() }),
});

export const notificationEvent = z.discriminatedUnion('type', [notificationsRead]);
export type NotificationEvent = z.infer<typeof notificationEvent>;
