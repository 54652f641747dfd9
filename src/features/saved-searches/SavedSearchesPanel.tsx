import { Button } from '@fluentui/react-button';
import { DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-dialog';
import { Spinner } from '@fluentui/react-spinner';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import type { SavedSearch } from '../../../schemas/api/listing';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { MAX_SAVED_SEARCHES, savedSearchesQuery } from '../../api/saved-searches';
import { parseListParams } from '../../../shared/list/list-params';
import { token } from '../../ui/theme';
import { DeleteSavedSearchDialog } from './DeleteSavedSearchDialog';
import { ErrorText, WarningText } from './notices';
import { savedSearchHref } from '../../../shared/list/saved-search-href';
import { overSaveLimit } from './saved-search-rules';
import { SavedSearchItem } from './SavedSearchItem';
import { useSearchSummary } from './use-search-summary';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Quiet = styled.p`
  margin: ${token('spacingVerticalM')} 0;
  color: ${token('colorNeutralForeground3')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
`;

interface SavedSearchesPanelProps {
  schema: PageTypeSchema;
  /** opened by Save search at the limit: says why nothing was saved */
  limitReached: boolean;
  onClose(): void;
}

/** The saved-searches dialog's content (seed 001 §4): the page type's saved searches, to open, rename or delete. */
export function SavedSearchesPanel({ schema, limitReached, onClose }: SavedSearchesPanelProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const list = useQuery(savedSearchesQuery(schema.apiPageType));
  const states = useMemo(() => (list.data?.items ?? []).map((search) => parseListParams(search.params, schema)), [list.data, schema]);
  const summary = useSearchSummary(schema, states);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const limit = { max: MAX_SAVED_SEARCHES };

  const open = (search: SavedSearch) => {
    navigate(savedSearchHref(schema, search.params));
    onClose();
  };

  const body = () => {
    if (list.isPending) return <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />;
    if (list.isError)
      return (
        <>
          <ErrorText role="alert">{intl.formatMessage({ id: 'savedSearches.loadFailed' })}</ErrorText>
          <Button onClick={() => void list.refetch()}>{intl.formatMessage({ id: 'savedSearches.retry' })}</Button>
        </>
      );
    if (list.data.items.length === 0) return <Quiet>{intl.formatMessage({ id: 'savedSearches.empty' })}</Quiet>;
    const alerting = list.data.items.some((search) => search.alert !== undefined);
    return (
      <>
        {alerting && <Quiet>{intl.formatMessage({ id: 'savedSearches.alertsHint' })}</Quiet>}
        <List aria-label={intl.formatMessage({ id: 'savedSearches.title' })}>
          {list.data.items.map((search, i) => (
            <SavedSearchItem key={search.id} search={search} summary={summary(states[i]!)} onOpen={open} onDelete={setDeleting} />
          ))}
        </List>
      </>
    );
  };

  return (
    <DialogBody>
      <DialogTitle>{intl.formatMessage({ id: 'savedSearches.title' })}</DialogTitle>
      <DialogContent>
        {limitReached && <ErrorText role="alert">{intl.formatMessage({ id: 'Messages.SaveSearch.MaxSearchesLimit' }, limit)}</ErrorText>}
        {list.data && overSaveLimit(list.data.counter) && (
          <WarningText role="status">{intl.formatMessage({ id: 'savedSearches.overLimit' }, limit)}</WarningText>
        )}
        {body()}
        {/* nested inside this dialog, so closing it gives the list back to assistive technology */}
        {deleting && <DeleteSavedSearchDialog search={deleting} onClose={() => setDeleting(null)} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'savedSearches.close' })}</Button>
      </DialogActions>
    </DialogBody>
  );
}
