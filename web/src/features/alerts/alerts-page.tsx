import { useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import type { BadgeCountsSubscription, MarkReadMutation, MarkReadMutationVariables, NotificationsQuery } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { useListParams } from '../../ui/list-params';
import { Pager } from '../../ui/pager';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { useLive } from '../../ui/use-live';
import styles from './alerts-page.module.css';
import { NotificationItem } from './notification-item';
import { BADGE_COUNTS, MARK_READ, NOTIFICATIONS } from './operations';

/** Spec 9 "other lists": 25 a page, page 1. */
const DEFAULTS = { limit: '25', page: '1' } as const;

/** /alerts: the user's notifications, newest first and 25 a page (limit and page in the query string), new ones as they come; reading lowers the Alerts badge live. */
export const AlertsPage = () => {
  const toast = useToast();
  const { can } = useCan();
  const params = useListParams(DEFAULTS);
  const { data, refetch } = useQuery<NotificationsQuery>(NOTIFICATIONS, { variables: { take: params.limit, skip: params.skip } });
  const [markRead] = useMutation<MarkReadMutation, MarkReadMutationVariables>(MARK_READ, {
    onCompleted: () => void refetch(),
    onError: (error) => toast({ message: error.message, tone: 'danger' }),
  });
  const items = data?.notifications.items ?? [];
  const count = data?.notifications.count ?? 0;
  const unread = items.filter((n) => !n.read).map((n) => n.id);
  // A new alert (or one read elsewhere) changes the unread count the badge is pushed: then read the page again.
  useLive<BadgeCountsSubscription>(BADGE_COUNTS, { skip: !data, stale: (push) => push.badgeCountsChanged.unreadAlerts !== unread.length, refetch });
  return (
    <section>
      <h1>Alerts</h1>
      <nav aria-label="Alerts" className={styles.nav}>
        <Link to="/alerts/requests">Requests</Link>
        {/* The auditor's evidence: the company's history and the controls report (issue #26). */}
        {can('runLogs.read') && <Link to="/alerts/activity">Activity</Link>}
        {can('runLogs.read') && <Link to="/alerts/controls">Controls report</Link>}
      </nav>
      {unread.length > 0 && (
        <Button onClick={() => void markRead({ variables: { ids: unread } })}>
          Mark all as read
        </Button>
      )}
      {items.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <ul className={styles.list}>
          {items.map((n) => <NotificationItem key={n.id} n={n} onRead={(id) => void markRead({ variables: { ids: [id] } })} />)}
        </ul>
      )}
      {(count > params.limit || params.page > 1) && (
        <Pager page={params.page} count={count} limit={params.limit} onPage={(n) => params.set({ page: String(n) }, false)}>
          <span>{count} alerts</span>
        </Pager>
      )}
    </section>
  );
};
