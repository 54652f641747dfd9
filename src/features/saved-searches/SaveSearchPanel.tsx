import { Button } from '@fluentui/react-button';
import { DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { useSaveSearch } from '../../api/saved-searches';
import type { ListState } from '../../../shared/list/list-params';
import { mutationErrorText } from './mutation-error';
import { cleanTitle, storedParams, TITLE_MAX_LENGTH } from './saved-search-rules';
import { useSearchSummary } from './use-search-summary';

interface SaveSearchPanelProps {
  schema: PageTypeSchema;
  state: ListState;
  onClose(): void;
  onViewAll(): void;
}

/**
 * The save dialog's content (seed 001 §4): the title starts as the summary of the current filters;
 * Save is off while the title is empty or the save is pending. A saved search is confirmed with a way
 * to the whole list. Mounted per opening, so each one starts from the filters of that moment.
 */
export function SaveSearchPanel({ schema, state, onClose, onViewAll }: SaveSearchPanelProps) {
  const intl = useIntl();
  const summary = useSearchSummary(schema, [state]);
  // the prefilled title follows the option names as they load, until the user edits it
  const [edited, setEdited] = useState<string | null>(null);
  const title = edited ?? summary(state);
  const save = useSaveSearch(schema.apiPageType);
  const clean = cleanTitle(title);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (clean === null || save.isPending) return;
    save.mutate({ title: clean, params: storedParams(state, schema), type: schema.apiPageType });
  };

  const fieldMessage =
    clean === null ? intl.formatMessage({ id: 'errors.required' }) : save.isError ? mutationErrorText(save.error, intl) : undefined;

  if (save.isSuccess)
    return (
      <DialogBody>
        <DialogTitle>{intl.formatMessage({ id: 'Fields.SearchSaved' })}</DialogTitle>
        <DialogContent>{intl.formatMessage({ id: 'savedSearches.savedAs' }, { title: clean })}</DialogContent>
        <DialogActions>
          <Button appearance="primary" onClick={onViewAll}>
            {intl.formatMessage({ id: 'savedSearches.viewAll' })}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'savedSearches.close' })}</Button>
        </DialogActions>
      </DialogBody>
    );

  return (
    <form noValidate onSubmit={submit}>
      <DialogBody>
        <DialogTitle>{intl.formatMessage({ id: 'savedSearches.saveDialog.title' })}</DialogTitle>
        <DialogContent>
          <Field
            label={intl.formatMessage({ id: 'savedSearches.titleField' })}
            validationMessage={fieldMessage}
            validationState={fieldMessage ? 'error' : 'none'}
          >
            <Input value={title} maxLength={TITLE_MAX_LENGTH} onChange={(_, data) => setEdited(data.value)} />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary" disabled={clean === null || save.isPending}>
            {intl.formatMessage({ id: save.isPending ? 'savedSearches.saving' : 'savedSearches.saveDialog.submit' })}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'savedSearches.cancel' })}</Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
