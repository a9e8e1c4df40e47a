import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/**
 * The app's button (spec 2.4). `loading` disables it and shows a spinner, so a slow save cannot be
 * submitted twice. Defaults to type="button" so it never submits a form by accident.
 */
export const Button = ({ variant = 'secondary', size, loading, disabled, className, children, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'small';
  loading?: boolean;
}) => (
  <button
    {...rest}
    type={type}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    className={[styles.button, styles[variant], size && styles[size], className].filter(Boolean).join(' ')}
  >
    {loading && <span className={styles.spinner} aria-hidden="true" />}
    {children}
  </button>
);
