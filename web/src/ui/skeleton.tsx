import styles from './skeleton.module.css';

/**
 * The one loading state (issue #29): grey shapes in the layout's shape instead of "Loading…" text,
 * so a screen whose data is on its way keeps its place and nothing jumps when it arrives.
 */

/** One grey bar: a line of text, a table cell, or (inline) a figure. */
export const Skeleton = ({ inline, width }: { inline?: boolean; width?: string }) => (
  <span className={inline ? `${styles.bar} ${styles.inline}` : styles.bar} style={width ? { width } : undefined} aria-hidden="true" />
);

const WIDTHS = ['92%', '78%', '85%', '64%', '88%', '70%'];

/** A screen's place holder: its title and `lines` lines of content, announced as busy. */
export const PageSkeleton = ({ lines = 5 }: { lines?: number }) => (
  <div className={styles.page} role="status" aria-busy="true" aria-label="Loading" data-testid="page-skeleton">
    <span className={`${styles.bar} ${styles.title}`} aria-hidden="true" />
    {Array.from({ length: lines }, (_, i) => (
      <span key={i} className={`${styles.bar} ${styles.line}`} style={{ width: WIDTHS[i % WIDTHS.length] }} aria-hidden="true" />
    ))}
  </div>
);

/** The app's shell (header, sidebar, content) before the signed-in person is known. */
export const ShellSkeleton = () => (
  <div className={styles.shell}>
    <div className={styles.shellHeader} />
    <div className={styles.shellSidebar} />
    <div className={styles.shellMain}>
      <PageSkeleton />
    </div>
  </div>
);
