import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';
import styles from './switch.module.css';

/** The toggle switch of spec 2.4 on Radix Switch (role="switch", Space toggles it), with its label. */
export const Switch = ({ label, checked, onCheckedChange, disabled, id }: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
}) => {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <span className={styles.row}>
      <RadixSwitch.Root id={controlId} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} className={styles.root}>
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <label htmlFor={controlId}>{label}</label>
    </span>
  );
};
