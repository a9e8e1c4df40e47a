import type { Decider } from '../shared/decider';
import { badInput } from '../shared/errors';
import { isUuid } from '../shared/ids';
import type { NotificationEvent } from './events';

export interface MarkNotificationsRead {
  type: 'MarkNotificationsRead';
  userId: string;
  companyId: string;
  notificationIds: string[];
  now: string;
}

export interface InboxState {
  read: ReadonlySet<string>;
}

/** A user's inbox: which notifications they have read. Marking one read twice records nothing. */
export const inboxDecider: Decider<InboxState, MarkNotificationsRead, NotificationEvent> = {
  initialState: () => ({ read: new Set() }),
  evolve: (state, event) => ({ read: new Set([...state.read, ...event.data.notificationIds]) }),
  decide: (command, state) => {
    if (command.notificationIds.some((id) => !isUuid(id))) throw badInput('ids', 'Unknown notification.');
    const unread = [...new Set(command.notificationIds)].filter((id) => !state.read.has(id));
    if (unread.length === 0) return [];
    return [{ type: 'NotificationsRead', data: { userId: command.userId, companyId: command.companyId, notificationIds: unread, at: command.now } }];
  },
};
