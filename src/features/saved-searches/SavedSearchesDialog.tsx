// The saved-searches dialog of the listing's toolbar: saving the current search, or the list of saved
// ones. Loaded when the user first opens it (SavedSearchesToolbar).
import { Dialog, DialogSurface } from '@fluentui/react-dialog';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { ListState } from '../../../shared/list/list-params';
import { SavedSearchesPanel } from './SavedSearchesPanel';
import { SaveSearchPanel } from './SaveSearchPanel';

export interface SavedSearchesDialogState {
  open: boolean;
  /** what the dialog shows; kept while it closes */
  panel: 'save' | 'list';
  /** the list was opened by Save search at the limit */
  limitReached: boolean;
}

interface SavedSearchesDialogProps {
  dialog: SavedSearchesDialogState;
  schema: PageTypeSchema;
  state: ListState;
  onClose: () => void;
  onViewAll: () => void;
}

export default function SavedSearchesDialog({ dialog, schema, state, onClose, onViewAll }: SavedSearchesDialogProps) {
  return (
    <Dialog open={dialog.open} onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface>
        {dialog.panel === 'save' ? (
          <SaveSearchPanel schema={schema} state={state} onClose={onClose} onViewAll={onViewAll} />
        ) : (
          <SavedSearchesPanel schema={schema} limitReached={dialog.limitReached} onClose={onClose} />
        )}
      </DialogSurface>
    </Dialog>
  );
}
