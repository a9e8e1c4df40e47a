import styles from './progress-ring.module.css';

/** Spec 2.4 progress ring: the share of `max` (default 100) used; the error colour above the maximum. */
export const ProgressRing = ({ value, max = 100, size = 96, label }: { value: number; max?: number; size?: number; label?: string }) => {
  const stroke = 10;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const share = max > 0 ? Math.min(value / max, 1) : 0;
  const over = value > max;
  const percent = `${Math.round((value / (max || 1)) * 100)}%`;
  return (
    <svg width={size} height={size} role="img" aria-label={label ?? percent} data-over={over || undefined} data-testid="progress-ring" className={styles.ring}>
      <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="var(--color-border-soft)" strokeWidth={stroke} />
      <circle
        data-testid="progress-ring-value"
        cx={size / 2} cy={size / 2} r={radius} fill="none" stroke={over ? 'var(--color-danger)' : 'var(--color-brand)'} strokeWidth={stroke}
        strokeDasharray={circumference} strokeDashoffset={circumference * (1 - share)} transform={`rotate(-90 ${size / 2} ${size / 2})`} strokeLinecap="round"
      />
      <text x="50%" y="50%" dominantBaseline="middle" textAnchor="middle" fontSize={size / 5} fill="var(--color-text)">
        {percent}
      </text>
    </svg>
  );
};
