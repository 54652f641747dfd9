import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Checkmark20Regular, Delete20Regular, Dismiss20Regular, Edit20Regular } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SavedSearch } from '../../../schemas/api/listing';
import { useUpdateSearch } from '../../api/saved-searches';
import { token } from '../../ui/theme';
import { AlertSwitch } from './AlertSwitch';
import { mutationErrorText } from './mutation-error';
import { renamedTitle, TITLE_MAX_LENGTH } from './saved-search-rules';

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${token('spacingHorizontalS')};
  padding: ${token('spacingVerticalS')} 0;
  border-bottom: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${token('spacingVerticalXXS')};
`;

const OpenButton = styled.button`
  justify-self: start;
  max-width: 100%;
  padding: 0;
  border: none;
  background: none;
  color: ${token('colorBrandForegroundLink')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  font-weight: ${token('fontWeightSemibold')};
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    color: ${token('colorBrandForegroundLinkHover')};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')};
    border-radius: ${token('borderRadiusSmall')};
  }
`;

const Summary = styled.span`
  color: ${token('colorNeutralForeground3')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase200')};
  overflow-wrap: anywhere;
`;

const EditForm = styled.form`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: flex-start;
  gap: ${token('spacingHorizontalXS')};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

interface SavedSearchItemProps {
  search: SavedSearch;
  /** the stored params in words */
  summary: string;
  onOpen(search: SavedSearch): void;
  onDelete(search: SavedSearch): void;
}

/**
 * One saved search (seed 001 §4): its title opens it; rename edits the title in place, where Enter or
 * the tick saves and the cross (or Escape) cancels, sending nothing when the title is empty or unchanged.
 * Its alert switch shows when the API tells whether the search alerts.
 */
export function SavedSearchItem({ search, summary, onOpen, onDelete }: SavedSearchItemProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateSearch(search.type);
  const names = { title: search.title };

  const stopEditing = () => {
    update.reset();
    setDraft(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || update.isPending) return;
    const title = renamedTitle(search.title, draft);
    if (title === null) stopEditing();
    else update.mutate({ id: search.id, title }, { onSuccess: stopEditing });
  };

  // Escape cancels the rename only, not the whole dialog around it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    stopEditing();
  };

  if (draft !== null) {
    const error = update.isError ? mutationErrorText(update.error, intl) : undefined;
    return (
      <Row>
        <EditForm noValidate onSubmit={submit}>
          <Field
            label={intl.formatMessage({ id: 'savedSearches.renameField' }, names)}
            validationMessage={error}
            validationState={error ? 'error' : 'none'}
          >
            <Input
              autoFocus
              value={draft}
              maxLength={TITLE_MAX_LENGTH}
              onChange={(_, data) => setDraft(data.value)}
              onKeyDown={onKeyDown}
            />
          </Field>
          <Button
            type="submit"
            appearance="subtle"
            icon={<Checkmark20Regular />}
            disabled={update.isPending}
            aria-label={intl.formatMessage({ id: 'savedSearches.saveTitle' })}
          />
          <Button
            appearance="subtle"
            icon={<Dismiss20Regular />}
            onClick={stopEditing}
            aria-label={intl.formatMessage({ id: 'savedSearches.cancelRename' })}
          />
        </EditForm>
      </Row>
    );
  }

  return (
    <Row>
      <Main>
        <OpenButton type="button" onClick={() => onOpen(search)}>
          {search.title}
        </OpenButton>
        <Summary>{summary}</Summary>
        {search.alert !== undefined && <AlertSwitch search={search} alert={search.alert} />}
      </Main>
      <Button
        appearance="subtle"
        icon={<Edit20Regular />}
        onClick={() => setDraft(search.title)}
        aria-label={intl.formatMessage({ id: 'savedSearches.rename' }, names)}
      />
      <Button
        appearance="subtle"
        icon={<Delete20Regular />}
        onClick={() => onDelete(search)}
        aria-label={intl.formatMessage({ id: 'savedSearches.delete' }, names)}
      />
    </Row>
  );
}
