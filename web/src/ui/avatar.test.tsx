import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, Avatar, PersonCard, avatarColour, avatarTextColour, contrastRatio, initials } from './avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('takes initials from the first and last word', () => {
    expect(initials('ada  byron lovelace')).toBe('AL');
    expect(initials('Cher')).toBe('C');
    expect(initials('   ')).toBe('?');
  });

  it('keeps a name on the same one of 11 colours', () => {
    expect(AVATAR_COLOURS).toHaveLength(11);
    expect(new Set(AVATAR_COLOURS).size).toBe(11);
    expect(avatarColour('Ada Lovelace')).toBe(avatarColour('Ada Lovelace'));
    const names = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Ken Thompson'];
    for (const name of names) expect(AVATAR_COLOURS).toContain(avatarColour(name));
    expect(new Set(names.map(avatarColour)).size).toBeGreaterThan(1);
  });

  it('writes the initials in a colour that reaches WCAG AA contrast on each of the 11 colours', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    for (const colour of AVATAR_COLOURS) expect(contrastRatio(colour, avatarTextColour(colour))).toBeGreaterThanOrEqual(4.5);
    expect(avatarTextColour('#00CEC9')).toBe('#000000');
    expect(avatarTextColour('#2D3436')).toBe('#ffffff');
  });

  it('renders the initials on the name’s colour', () => {
    render(<Avatar name="Grace Hopper" size={40} />);
    const avatar = screen.getByRole('img', { name: 'Grace Hopper' });
    expect(avatar.textContent).toBe('GH');
    expect(avatar.style.background.toLowerCase()).toContain(avatarColour('Grace Hopper').toLowerCase().slice(1));
  });
});

describe('PersonCard', () => {
  it('shows the name and title', () => {
    render(<PersonCard name="Grace Hopper" title="Rear Admiral" />);
    expect(screen.getByTestId('person-card').textContent).toBe('GHGrace HopperRear Admiral');
  });

  it('shows Unknown when there is no name', () => {
    render(<PersonCard name={null} />);
    expect(screen.getByText('Unknown')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Unknown' }).textContent).toBe('U');
  });
});
