import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { useIntl } from 'react-intl';
import type { SavedSearch } from '../../../schemas/api/listing';
import { useDeleteSearch } from '../../api/saved-searches';
import { ErrorText } from './notices';
import { mutationErrorText } from './mutation-error';

interface DeleteSavedSearchDialogProps {
  search: SavedSearch;
  onClose(): void;
}

/**
 * Seed 001 §4: deleting asks first (Messages.ConfirmDelete.SavedSearch with the title). Mounted while
 * asked, nested in the saved-searches dialog.
 */
export function DeleteSavedSearchDialog({ search, onClose }: DeleteSavedSearchDialogProps) {
  const intl = useIntl();
  const remove = useDeleteSearch(search.type);

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'savedSearches.deleteDialog.title' })}</DialogTitle>
          <DialogContent>
            <p>{intl.formatMessage({ id: 'Messages.ConfirmDelete.SavedSearch' }, { title: search.title })}</p>
            {remove.isError && <ErrorText role="alert">{mutationErrorText(remove.error, intl)}</ErrorText>}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: search.id }, { onSuccess: onClose })}
            >
              {intl.formatMessage({ id: 'savedSearches.deleteDialog.confirm' })}
            </Button>
            <Button onClick={onClose}>{intl.formatMessage({ id: 'savedSearches.cancel' })}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
