import type { ReactNode } from 'react';
import { Button, Dialog, type ButtonVariant } from '@wl/ui-kit';

export interface DialogChoice {
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
  loading?: boolean;
}

export interface ChoiceDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The left button, always in the secondary style (cancel, or the other way on). */
  secondary: Omit<DialogChoice, 'variant' | 'loading'>;
  /** The right button: the action the dialog asks for. */
  primary: DialogChoice;
  children?: ReactNode;
}

/** A dialog that asks one thing and answers with two buttons: a secondary one and the action. */
export function ChoiceDialog({ open, onClose, title, secondary, primary, children }: ChoiceDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={secondary.onClick}>
            {secondary.label}
          </Button>
          <Button variant={primary.variant} loading={primary.loading} onClick={primary.onClick}>
            {primary.label}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
