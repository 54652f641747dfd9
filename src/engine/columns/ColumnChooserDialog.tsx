// The column chooser of a list (issue #20, desktop): a dialog listing the columns the company allows,
// each with a checkbox (shown or hidden) and buttons moving it up or down; Alt+Up and Alt+Down move
// the focused column without a mouse. Each change is announced to screen readers. Reset goes back to
// the brand's columns; Save keeps the arrangement on the server (it follows the user), Cancel drops it.
// Loaded when the user first opens it (ColumnChooser), so it mounts open.
import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-dialog';
import { ArrowDown20Regular, ArrowUp20Regular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { arrangeColumns } from '../../../shared/list/column-choice';
import { useSaveColumnChoice } from '../../api/list-columns';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { ColumnChooserProps } from './ColumnChooser';
import { choiceOf, draftOf, isBrandDefault, moveColumn, showColumn, type DraftColumn } from './column-draft';

const List = styled.ol`
  display: grid;
  gap: ${token('spacingVerticalXXS')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('spacingHorizontalS')};
  padding-inline-end: ${token('spacingHorizontalXS')};
  border-radius: ${token('borderRadiusMedium')};

  &:hover {
    background: ${token('colorSubtleBackgroundHover')};
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: ${token('spacingVerticalS')} 0 0;
  color: ${({ $error, theme }) => ($error ? theme.tokens.colorPaletteRedForeground1 : theme.tokens.colorNeutralForeground2)};
`;

interface ColumnChooserDialogProps extends ColumnChooserProps {
  /** the button that opens the dialog */
  trigger: ReactElement;
}

/** Where focus goes after a move: the moved column's checkbox (a key move), or its button of that direction (its other one at an end). */
interface FocusAfterMove {
  id: string;
  on: 'checkbox' | -1 | 1;
}

export default function ColumnChooserDialog({ page, allowed, choice, trigger }: ColumnChooserDialogProps) {
  const intl = useIntl();
  const save = useSaveColumnChoice(page);
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState<readonly DraftColumn[]>(() => draftOf(arrangeColumns(allowed, choice)));
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<FocusAfterMove | null>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const helpId = useId();
  const nameOf = (column: DraftColumn) => intl.formatMessage({ id: column.label as MessageId });

  useEffect(() => {
    if (!focusAfterMove) return;
    const row = rows.current.get(focusAfterMove.id);
    const wanted = row?.querySelector<HTMLElement>(
      focusAfterMove.on === 'checkbox' ? 'input[type="checkbox"]' : `[data-move="${focusAfterMove.on}"]:not(:disabled)`,
    );
    (wanted ?? row?.querySelector<HTMLElement>('[data-move]:not(:disabled)'))?.focus();
  }, [focusAfterMove]);

  const openChooser = (next: boolean) => {
    if (next) {
      setDraft(draftOf(arrangeColumns(allowed, choice)));
      setAnnouncement('');
      save.reset();
    }
    setOpen(next);
  };

  const move = (index: number, by: -1 | 1, focusOn: FocusAfterMove['on']) => {
    const column = draft[index];
    const moved = moveColumn(draft, index, by);
    if (!column || moved === draft) return;
    setDraft(moved);
    setAnnouncement(intl.formatMessage({ id: 'columns.moved' }, { column: nameOf(column), position: index + by + 1, count: draft.length }));
    setFocusAfterMove({ id: column.id, on: focusOn });
  };

  const onRowKeyDown = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? -1 : 1, 'checkbox');
  };

  const shown = draft.some((column) => column.visible);
  const submit = () => save.mutate(isBrandDefault(draft, allowed) ? null : choiceOf(draft), { onSuccess: () => setOpen(false) });

  return (
    <Dialog open={open} onOpenChange={(_, data) => openChooser(data.open)}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface aria-describedby={helpId}>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'columns.title' })}</DialogTitle>
          <DialogContent>
            <p id={helpId}>{intl.formatMessage({ id: 'columns.help' })}</p>
            <List aria-label={intl.formatMessage({ id: 'columns.list' })}>
              {draft.map((column, index) => {
                const name = nameOf(column);
                return (
                  <Row
                    key={column.id}
                    ref={(node) => {
                      if (node) rows.current.set(column.id, node);
                      else rows.current.delete(column.id);
                    }}
                    onKeyDown={(event) => onRowKeyDown(event, index)}
                  >
                    <Checkbox
                      label={name}
                      checked={column.visible}
                      onChange={(_, data) => {
                        const visible = data.checked === true;
                        setDraft(showColumn(draft, column.id, visible));
                        setAnnouncement(intl.formatMessage({ id: visible ? 'columns.shown' : 'columns.hidden' }, { column: name }));
                      }}
                    />
                    <span>
                      <Button
                        appearance="subtle"
                        size="small"
                        icon={<ArrowUp20Regular />}
                        data-move="-1"
                        disabled={index === 0}
                        aria-label={intl.formatMessage({ id: 'columns.moveUp' }, { column: name })}
                        onClick={() => move(index, -1, -1)}
                      />
                      <Button
                        appearance="subtle"
                        size="small"
                        icon={<ArrowDown20Regular />}
                        data-move="1"
                        disabled={index === draft.length - 1}
                        aria-label={intl.formatMessage({ id: 'columns.moveDown' }, { column: name })}
                        onClick={() => move(index, 1, 1)}
                      />
                    </span>
                  </Row>
                );
              })}
            </List>
            {!shown && <Note role="alert">{intl.formatMessage({ id: 'columns.noneShown' })}</Note>}
            {save.isError && (
              <Note $error role="alert">
                {intl.formatMessage({ id: 'columns.saveFailed' })}
              </Note>
            )}
            <VisuallyHidden role="status">{announcement}</VisuallyHidden>
          </DialogContent>
          <DialogActions fluid>
            <Button
              onClick={() => {
                setDraft(draftOf(arrangeColumns(allowed, null)));
                setAnnouncement(intl.formatMessage({ id: 'columns.resetDone' }));
              }}
            >
              {intl.formatMessage({ id: 'columns.reset' })}
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button>{intl.formatMessage({ id: 'columns.cancel' })}</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={!shown || save.isPending} onClick={submit}>
              {intl.formatMessage({ id: 'columns.save' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
