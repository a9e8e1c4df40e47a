import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertBanner } from './alert-banner';
import { CARD_PALETTE, cardColour } from './card-palette';
import { LOGO_COLOURS, Logo } from './logo';

afterEach(cleanup);

describe('AlertBanner', () => {
  it('announces danger as an alert and info as a status', () => {
    render(<AlertBanner tone="danger" title="Card blocked">Contact your admin.</AlertBanner>);
    expect(screen.getByRole('alert').textContent).toBe('Card blockedContact your admin.');
    cleanup();
    render(<AlertBanner>Statement ready.</AlertBanner>);
    expect(screen.getByRole('status').getAttribute('data-tone')).toBe('info');
  });
});

describe('Logo', () => {
  it('comes in six colours and two variants', () => {
    expect(Object.keys(LOGO_COLOURS)).toEqual(['black', 'dark-blue', 'purple', 'teal', 'vintage-pink', 'white']);
    render(<Logo colour="teal" variant="mark" height={24} />);
    const mark = screen.getByRole('img', { name: 'Spend' });
    expect(mark.getAttribute('viewBox')).toBe('0 0 32 32');
    expect(mark.querySelector('path')!.getAttribute('fill')).toBe(LOGO_COLOURS.teal);
    expect(mark.querySelector('text')).toBeNull();
    cleanup();
    render(<Logo colour="vintage-pink" />);
    expect(screen.getByRole('img', { name: 'Spend' }).querySelector('text')!.textContent).toBe('Spend');
  });
});

describe('card palette', () => {
  it('has 21 distinct colours and gives a card the same one every time', () => {
    expect(new Set(CARD_PALETTE).size).toBe(21);
    expect(cardColour('card-1')).toBe(cardColour('card-1'));
    expect(CARD_PALETTE).toContain(cardColour('card-2'));
  });
});
