import type { ReactNode } from 'react';
import styles from './alert-banner.module.css';

/**
 * The alert banner of spec 2.4. Danger and warning use role="alert" so screen readers announce
 * them; info and success are polite status messages.
 */
export const AlertBanner = ({ tone = 'info', title, action, children }: {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  title?: string;
  action?: ReactNode;
  children?: ReactNode;
}) => (
  <div role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'} data-tone={tone} className={`${styles.banner} ${styles[tone]}`}>
    <div className={styles.body}>
      {title && <strong className={styles.title}>{title}</strong>}
      {children}
    </div>
    {action}
  </div>
);
