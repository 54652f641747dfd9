import { Button } from '@fluentui/react-button';
import { BookmarkAdd20Regular, BookmarkMultiple20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { savedSearchesQuery } from '../../api/saved-searches';
import type { ListState } from '../../../shared/list/list-params';
import { token } from '../../ui/theme';
import { canSaveSearch, saveLimitReached } from './saved-search-rules';
import { CountBadge } from '../../ui/CountBadge';
import { MountedOnceOpen } from '../../ui/PopupOnDemand';
import { RESTORE_FOCUS_TARGET } from '../../ui/restore-focus';
import { TooltipOnDemand } from '../../ui/TooltipOnDemand';
import type { SavedSearchesDialogState } from './SavedSearchesDialog';

// the dialog, its panels and Fluent's dialog load when the user first opens it
const SavedSearchesDialog = lazy(() => import('./SavedSearchesDialog'));

/** Apart from the button's text: touching it, the badge covered the end of the longer Russian title. */
const Count = styled(CountBadge)`
  margin-left: ${token('spacingHorizontalS')};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
`;

interface SavedSearchesToolbarProps {
  schema: PageTypeSchema;
  state: ListState;
  /** the phone layout has the saved-searches button only (seed 001 §2) */
  mobile?: boolean;
}

/**
 * The listing's saved-searches button with its count for this page type, and Save search, which is
 * enabled once a filter is applied and, at the limit, opens the list with the limit message instead.
 */
export function SavedSearchesToolbar({ schema, state, mobile = false }: SavedSearchesToolbarProps) {
  const intl = useIntl();
  const count = useQuery(savedSearchesQuery(schema.apiPageType)).data?.counter;
  // One dialog, mounted when first opened, then opened and closed rather than unmounted (an unmounted
  // modal leaves the page behind hidden from assistive technology); saving and the list are its two panels.
  const [dialog, setDialog] = useState<SavedSearchesDialogState>({ open: false, panel: 'list', limitReached: false });
  const close = () => setDialog((d) => ({ ...d, open: false }));
  const showList = (limitReached: boolean) => setDialog({ open: true, panel: 'list', limitReached });
  const savable = canSaveSearch(state);

  const startSaving = () => (saveLimitReached(count ?? 0) ? showList(true) : setDialog({ open: true, panel: 'save', limitReached: false }));

  const saveButton = (
    <Button
      icon={<BookmarkAdd20Regular />}
      disabled={!savable}
      disabledFocusable={!savable}
      onClick={startSaving}
      {...RESTORE_FOCUS_TARGET}
    >
      {intl.formatMessage({ id: 'savedSearches.save' })}
    </Button>
  );

  return (
    <Bar>
      <Button
        icon={<BookmarkMultiple20Regular />}
        onClick={() => showList(false)}
        {...RESTORE_FOCUS_TARGET}
        aria-label={count === undefined ? undefined : intl.formatMessage({ id: 'savedSearches.buttonWithCount' }, { count })}
      >
        {intl.formatMessage({ id: 'savedSearches.title' })}
        {/* a space between: the name ('Saved searches: 2') must contain the text shown, for speech input */}
        {count ? (
          <>
            {' '}
            <Count aria-hidden>{count}</Count>
          </>
        ) : null}
      </Button>
      {!mobile &&
        (savable ? (
          saveButton
        ) : (
          <TooltipOnDemand content={intl.formatMessage({ id: 'savedSearches.saveNeedsFilter' })} description>
            {saveButton}
          </TooltipOnDemand>
        ))}
      <MountedOnceOpen open={dialog.open}>
        <SavedSearchesDialog dialog={dialog} schema={schema} state={state} onClose={close} onViewAll={() => showList(false)} />
      </MountedOnceOpen>
    </Bar>
  );
}
