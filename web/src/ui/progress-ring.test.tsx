import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressRing } from './progress-ring';

afterEach(cleanup);

const valueStroke = (): string | null => screen.getByTestId('progress-ring-value').getAttribute('stroke');

describe('ProgressRing', () => {
  it('uses the brand colour up to its default maximum of 100', () => {
    render(<ProgressRing value={100} />);
    expect(valueStroke()).toBe('var(--color-brand)');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('100%');
    expect(screen.getByTestId('progress-ring').hasAttribute('data-over')).toBe(false);
  });

  it('turns to the error colour above its maximum', () => {
    render(<ProgressRing value={101} />);
    expect(valueStroke()).toBe('var(--color-danger)');
    expect(screen.getByTestId('progress-ring').hasAttribute('data-over')).toBe(true);
  });

  it('measures against a given maximum and fills no further than full', () => {
    render(<ProgressRing value={300} max={200} size={100} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('150%');
    expect(valueStroke()).toBe('var(--color-danger)');
    expect(Number(screen.getByTestId('progress-ring-value').getAttribute('stroke-dashoffset'))).toBe(0);
  });
});
