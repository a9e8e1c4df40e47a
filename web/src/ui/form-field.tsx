import type { ReactNode } from 'react';
import styles from './form-field.module.css';

/** The class of a field's input, select or textarea. */
export const fieldInputClass = styles.input;

/**
 * The generic field display of spec 2.4: a label, then the control, then either the error text or a
 * help text; an "(Optional)" marker on optional fields. `htmlFor` ties the label to the control.
 */
export const FormField = ({ label, htmlFor, error, help, optional, children }: { label: string; htmlFor?: string; error?: string; help?: string; optional?: boolean; children: ReactNode }) => (
  <div className={styles.field} data-field={htmlFor}>
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {optional && <span className={styles.optional}> (Optional)</span>}
    </label>
    {children}
    {error ? (
      <p role="alert" data-testid={htmlFor && `error-${htmlFor}`} className={styles.error}>
        {error}
      </p>
    ) : (
      help && <p className={styles.help}>{help}</p>
    )}
  </div>
);
