// The 'Selection limit reached' popup of seed 001 §5, worded for auctions or machinery subcategories.
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { useIntl } from 'react-intl';
import type { GroupedDef } from '../use-grouped-selection';

interface SelectionLimitDialogProps {
  kind: GroupedDef['kind'];
  open: boolean;
  onClose(): void;
}

export function SelectionLimitDialog({ kind, open, onClose }: SelectionLimitDialogProps) {
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
