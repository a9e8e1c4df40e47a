import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styles from './tabs.module.css';

/**
 * Tabs or pills (spec 2.4) on Radix Tabs: arrow keys move between tabs. Controlled by `value`, so a
 * list screen can keep the active tab in its `activeTab` query-string parameter (spec 2.5).
 */
export const Tabs = ({ tabs, value, onValueChange, variant = 'tabs', label, children }: {
  tabs: readonly { value: string; label: ReactNode }[];
  value: string;
  onValueChange: (value: string) => void;
  variant?: 'tabs' | 'pills';
  label: string;
  children?: ReactNode;
}) => (
  <RadixTabs.Root value={value} onValueChange={onValueChange}>
    <RadixTabs.List aria-label={label} className={[styles.list, variant === 'pills' && styles.pills].filter(Boolean).join(' ')}>
      {tabs.map((tab) => (
        // Without panels (the tabs filter the list below them) no tab controls a panel: Radix's aria-controls would name a missing element.
        <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.tab} {...(children ? {} : { 'aria-controls': undefined })}>
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
    {children}
  </RadixTabs.Root>
);

/** The content shown while its tab is active. */
export const TabPanel = RadixTabs.Content;
