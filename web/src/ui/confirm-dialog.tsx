import { useState } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal';

/**
 * Asks before a destructive action (delete, archive, block, revoke). `onConfirm` does the work and
 * shows its toast; the dialog closes when it answers anything but `false` (false: it failed, and
 * the dialog stays open so the person can retry or cancel).
 */
export const ConfirmDialog = ({ open, onOpenChange, title, description, confirmLabel, cancelLabel = 'Cancel', onConfirm }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The button that keeps things as they are; "Cancel" unless that would read oddly (cancelling a cancel). */
  cancelLabel?: string;
  onConfirm: () => Promise<boolean | void> | boolean | void;
}) => {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if ((await onConfirm()) !== false) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={description} width={440}>
      <div className={styles.actions}>
        <Button onClick={() => onOpenChange(false)} disabled={busy}>{cancelLabel}</Button>
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>{confirmLabel}</Button>
      </div>
    </Modal>
  );
};
