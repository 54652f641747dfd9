// The manager note's editor (ManagerNoteSection), loaded when a manager first adds or edits a note:
// the text box with its hint, or the failure in its place.
import { Textarea } from '@fluentui/react-textarea';
import { useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../../../ui/theme';

const Hint = styled.span<{ $error?: boolean }>`
  font-size: ${token('fontSizeBase200')};
  color: ${({ $error, theme }) => ($error ? theme.tokens.colorPaletteRedForeground1 : theme.tokens.colorNeutralForeground3)};
`;

interface NoteEditorProps {
  label: string;
  draft: string;
  saving: boolean;
  failed: boolean;
  onChange(draft: string): void;
  onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void;
}

export default function NoteEditor({ label, draft, saving, failed, onChange, onKeyDown }: NoteEditorProps) {
  const intl = useIntl();
  const hintId = useId();
  return (
    <>
      <Textarea
        value={draft}
        autoFocus
        resize="vertical"
        disabled={saving}
        aria-label={label}
        aria-describedby={hintId}
        onChange={(_, data) => onChange(data.value)}
        onKeyDown={onKeyDown}
      />
      <Hint id={hintId} $error={failed} role={failed ? 'alert' : undefined}>
        {intl.formatMessage({ id: failed ? 'lotDetail.note.failed' : 'lotDetail.note.hint' })}
      </Hint>
    </>
  );
}
