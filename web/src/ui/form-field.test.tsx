import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField, fieldInputClass } from './form-field';

afterEach(cleanup);

describe('FormField', () => {
  it('ties its label to the control and marks an optional field', () => {
    render(<FormField label="Title" htmlFor="title" optional help="As on the card"><input id="title" className={fieldInputClass} /></FormField>);
    expect(screen.getByLabelText('Title (Optional)').id).toBe('title');
    expect(screen.getByText('As on the card')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error instead of the help text', () => {
    render(<FormField label="Name" htmlFor="name" error="Name is required" help="Full name"><input id="name" /></FormField>);
    expect(screen.getByTestId('error-name').textContent).toBe('Name is required');
    expect(screen.getByRole('alert').textContent).toBe('Name is required');
    expect(screen.queryByText('Full name')).toBeNull();
  });
});
