import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog } from '@wl/ui-kit';

export interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape or the close: nothing is done. */
  onCancel: () => void;
  title: string;
  /** The confirming button's text. */
  confirmText: string;
  /** The confirming button as a danger one (what cannot be undone). */
  danger?: boolean;
  /** The confirmed action is running. */
  busy: boolean;
  onConfirm: () => void;
  /** What is about to be done. */
  children: ReactNode;
}

/** Asks before an action: Cancel, then the confirming button. */
export function ConfirmDialog({
  open,
  onCancel,
  title,
  confirmText,
  danger,
  busy,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('agent.common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : undefined} loading={busy} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
