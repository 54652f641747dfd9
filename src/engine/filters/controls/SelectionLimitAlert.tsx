// The 'Selection limit reached' popup of seed 001 §5, worded for auctions or machinery subcategories.
// Loaded the first time a pick goes over the limit (SelectionLimitDialog).
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { useIntl } from 'react-intl';
import type { SelectionLimitDialogProps } from './SelectionLimitDialog';

export default function SelectionLimitAlert({ kind, open, onClose }: SelectionLimitDialogProps) {
  const intl = useIntl();
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'filters.selectionLimit' })}</DialogTitle>
          <DialogContent>
            {intl.formatMessage({
              id: kind === 'categories' ? 'Messages.Categories.SelectionLimitReached' : 'Messages.Auctions.SelectionLimitReached',
            })}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage({ id: 'filters.ok' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
