import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs';

afterEach(cleanup);

const Harness = () => {
  const [tab, setTab] = useState('active');
  return (
    <Tabs label="Cards" value={tab} onValueChange={setTab} tabs={[{ value: 'active', label: 'Active' }, { value: 'archived', label: 'Archived' }]} variant="pills">
      <TabPanel value="active">active cards</TabPanel>
      <TabPanel value="archived">archived cards</TabPanel>
    </Tabs>
  );
};

describe('Tabs', () => {
  it('shows the selected tab’s panel and switches on selection', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Cards' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Active' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('active cards');
    // Radix selects a tab on mousedown (a primary-button press), before the click.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Archived' }), { button: 0 });
    expect(screen.getByRole('tab', { name: 'Archived' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('archived cards');
  });
});

describe('Tabs without panels (a filter over the list below)', () => {
  it('names no panel that does not exist; with panels, the active tab names its panel', () => {
    render(<Tabs label="Budgets" value="Active" onValueChange={() => {}} tabs={[{ value: 'Active', label: 'Active' }, { value: 'Archived', label: 'Archived' }]} />);
    expect(screen.getByRole('tab', { name: 'Active' }).hasAttribute('aria-controls')).toBe(false);
    cleanup();
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Active' }).getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
  });
});
