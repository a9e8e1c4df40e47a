import type { ReactNode } from 'react';

export const fieldInputStyle = { display: 'block', width: '100%', boxSizing: 'border-box', padding: '8px 10px', border: '1px solid #c9c9d6', borderRadius: 8, font: 'inherit' } as const;

/**
 * The generic field display of spec 2.4: a label, then the control, then either the error text or a
 * help text; an "(Optional)" marker on optional fields. `htmlFor` ties the label to the control.
 */
export const FormField = ({ label, htmlFor, error, help, optional, children }: { label: string; htmlFor?: string; error?: string; help?: string; optional?: boolean; children: ReactNode }) => (
  <div style={{ marginBottom: 14 }} data-field={htmlFor}>
    <label htmlFor={htmlFor} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
      {label}
      {optional && <span style={{ fontWeight: 400, color: '#777' }}> (Optional)</span>}
    </label>
    {children}
    {error ? (
      <p role="alert" data-testid={htmlFor && `error-${htmlFor}`} style={{ color: '#c0262d', margin: '4px 0 0', fontSize: 13 }}>
        {error}
      </p>
    ) : (
      help && <p style={{ color: '#777', margin: '4px 0 0', fontSize: 13 }}>{help}</p>
    )}
  </div>
);
