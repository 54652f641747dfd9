// The row's small modal: a title, a text and a confirm button beside Cancel (status changes, the
// last-hour warning). Escape and Cancel both dismiss. Loaded when first opened (ConfirmDialog).
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { useIntl } from 'react-intl';

import type { ConfirmDialogProps } from './ConfirmDialog';

export default function ConfirmDialogSurface({
  open,
  title,
  children,
  confirmLabel,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={confirmDisabled} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button onClick={onCancel}>{intl.formatMessage({ id: 'bidRow.cancel' })}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
