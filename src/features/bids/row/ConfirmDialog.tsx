// The row's small modal (ConfirmDialogSurface), loaded the first time it opens: a bid table whose
// user changes no status does not download Fluent's dialog.
import { lazy, type ReactNode } from 'react';
import { MountedOnceOpen } from '../../../ui/PopupOnDemand';

/** Loads the modal's code (once): a control that opens it after a choice starts this when the choice is offered. */
export const loadConfirmDialog = () => import('./ConfirmDialogSurface');

const ConfirmDialogSurface = lazy(loadConfirmDialog);

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <MountedOnceOpen open={props.open}>
      <ConfirmDialogSurface {...props} />
    </MountedOnceOpen>
  );
}
