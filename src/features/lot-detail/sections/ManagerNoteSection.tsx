// The manager note (seed 001 §4): a manager adds a note (Enter saves, Shift+Enter a new line), sees it
// read-only with an edit pen, and deletes it by saving it empty; clients see it read-only when there is one.
// The editor's code loads when first opened.
import { Button } from '@fluentui/react-button';
import { Add20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { lotDetailKeys, saveLotComment } from '../../../api/lot-detail';
import type { SectionProps } from '../../../engine/detail/section-props';
import { SectionCard } from '../../../ui/SectionCard';

const NoteText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const NoteEditor = lazy(() => import('./NoteEditor'));

export function ManagerNoteSection({ schema, lot }: SectionProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(lot.note.comment?.trim() ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (comment: string) => saveLotComment(lot.id, comment),
    onSuccess: (_, comment) => {
      setSaved(comment);
      setDraft(null);
      void queryClient.invalidateQueries({ queryKey: lotDetailKeys.lot(schema.apiPageType, lot.id) });
    },
  });
  const title = intl.formatMessage({ id: 'lotDetail.note.title' });

  if (!lot.note.editable) {
    return saved ? (
      <SectionCard title={title}>
        <NoteText>{saved}</NoteText>
      </SectionCard>
    ) : null;
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && draft !== null) {
      event.preventDefault();
      save.mutate(draft.trim());
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };

  return (
    <SectionCard
      title={title}
      actions={
        draft === null &&
        saved && (
          <Button
            appearance="subtle"
            icon={<Edit20Regular />}
            aria-label={intl.formatMessage({ id: 'lotDetail.note.edit' })}
            onClick={() => setDraft(saved)}
          />
        )
      }
    >
      {draft !== null ? (
        <Suspense fallback={null}>
          <NoteEditor label={title} draft={draft} saving={save.isPending} failed={save.isError} onChange={setDraft} onKeyDown={onKeyDown} />
        </Suspense>
      ) : saved ? (
        <NoteText>{saved}</NoteText>
      ) : (
        <div>
          <Button icon={<Add20Regular />} onClick={() => setDraft('')}>
            {intl.formatMessage({ id: 'lotDetail.note.add' })}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
