// The arrangement the column chooser edits before it is saved: the allowed columns in order, each
// shown or hidden. Pure, so moving and toggling are tested without the dialog.
import type { ArrangedColumn, ColumnChoiceEntry } from '../../../shared/list/column-choice';

export interface DraftColumn {
  readonly id: string;
  /** the heading's message id */
  readonly label: string;
  readonly visible: boolean;
}

export const draftOf = (arranged: readonly ArrangedColumn<{ id: string; label: string }>[]): DraftColumn[] =>
  arranged.map(({ column, visible }) => ({ id: column.id, label: column.label, visible }));

/** The column at `index` one place up (-1) or down (1); the same list at an end. */
export function moveColumn(draft: readonly DraftColumn[], index: number, by: -1 | 1): readonly DraftColumn[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= draft.length) return draft;
  const moved = [...draft];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

export const showColumn = (draft: readonly DraftColumn[], id: string, visible: boolean): DraftColumn[] =>
  draft.map((column) => (column.id === id ? { ...column, visible } : column));

/** The brand's arrangement: its columns in its order, all shown. */
export const isBrandDefault = (draft: readonly DraftColumn[], allowed: readonly { id: string }[]): boolean =>
  draft.length === allowed.length && draft.every((column, index) => column.visible && column.id === allowed[index]?.id);

export const choiceOf = (draft: readonly DraftColumn[]): ColumnChoiceEntry[] => draft.map(({ id, visible }) => ({ id, visible }));
