import { useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { useToast } from '../../ui/toast';
import type { MarkReadMutation, MarkReadMutationVariables, NotificationsQuery } from '../../generated/graphql';
import { MARK_READ, NOTIFICATIONS } from './operations';

/** /alerts: the user's notifications, newest first; reading lowers the Alerts badge live. */
export const AlertsPage = () => {
  const toast = useToast();
  const { data, refetch } = useQuery<NotificationsQuery>(NOTIFICATIONS);
  const [markRead] = useMutation<MarkReadMutation, MarkReadMutationVariables>(MARK_READ, {
    onCompleted: () => void refetch(),
    onError: (error) => toast({ message: error.message, tone: 'danger' }),
  });
  const items = data?.notifications.items ?? [];
  const unread = items.filter((n) => !n.read).map((n) => n.id);
  return (
    <section>
      <h1>Alerts</h1>
      <nav aria-label="Alerts" style={{ display: 'flex', gap: 12, marginBottom: 12 }}>
        <Link to="/alerts/requests">Requests</Link>
      </nav>
      {unread.length > 0 && (
        <button type="button" onClick={() => void markRead({ variables: { ids: unread } })}>
          Mark all as read
        </button>
      )}
      {items.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {items.map((n) => (
            <li key={n.id} data-testid="notification" style={{ padding: 12, borderBottom: '1px solid #eee', fontWeight: n.read ? 400 : 600 }}>
              <div>{n.title}</div>
              <div style={{ color: '#555' }}>{n.message}</div>
              {n.requestId && <Link to="/alerts/requests">View request</Link>}
              {!n.read && (
                <button type="button" onClick={() => void markRead({ variables: { ids: [n.id] } })}>
                  Mark as read
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
