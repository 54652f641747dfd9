// What stands for a filter dropdown until Fluent's combobox (with its positioning and tabster, ~45 kB
// gzip) loads: the same field, label, texts and tab stops. The user may focus it, type or ask for the
// list meanwhile; all of it is reported, for the real dropdown to take over when it arrives.
import { Field } from '@fluentui/react-field';
import { ChevronDown20Regular } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { expandIconNamed } from '../../../ui/combobox-expand';
import { pressOrClick } from '../../../ui/press-or-click';
import { comboboxTexts } from './combobox-texts';
import type { OptionComboboxProps } from './OptionCombobox';

/** What the user did in the stand-in. */
export interface StandInHandover {
  /** typed in a list that offers a search */
  text: string;
  /** the caret, or the selected part of the text */
  caret: [number, number];
  /** the list was asked open */
  open: boolean;
  focused: boolean;
}

export const UNTOUCHED: StandInHandover = { text: '', caret: [0, 0], open: false, focused: false };

/** Fills the grid cell as the real one does, its chevron at the field's edge as Fluent's combobox has it. */
const FILL_CELL = { minWidth: 0, width: '100%', paddingInlineEnd: 0 } as const;
/** The combobox's text runs up to its chevron; a field that takes no typing reads as a button. */
const TYPING = { paddingInlineEnd: 0 } as const;
const NO_TYPING = { ...TYPING, cursor: 'pointer' } as const;
/** Keys that open a closed Fluent combobox. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter']);

interface ComboboxStandInProps extends OptionComboboxProps {
  handover: StandInHandover;
  onHandover(next: StandInHandover): void;
  /** the user points at or focuses the field: the real dropdown starts loading */
  onIntent(): void;
}

export function ComboboxStandIn({ handover, onHandover, onIntent, ...props }: ComboboxStandInProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const remote = props.onQuery !== undefined;
  const { searchable, empty, placeholder, value } = comboboxTexts(intl, { ...props, remote }, handover.open, handover.text);

  const report = (next: Partial<StandInHandover>) => {
    const field = input.current;
    const caret: [number, number] = [field?.selectionStart ?? 0, field?.selectionEnd ?? 0];
    onHandover({ ...handover, caret, focused: document.activeElement === field, ...next });
    if (next.open !== undefined && next.open !== handover.open) props.onOpenChange?.(next.open);
  };
  const toggle = (event: SyntheticEvent) => {
    event.preventDefault();
    input.current?.focus();
    report({ open: !handover.open, focused: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') report({ open: false });
    if (handover.open || !OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    report({ open: true });
  };

  return (
    <Field label={props.label}>
      <Input
        ref={input}
        role="combobox"
        aria-expanded={false}
        style={FILL_CELL}
        input={{ style: searchable ? TYPING : NO_TYPING }}
        readOnly={!searchable}
        disabled={empty}
        placeholder={placeholder}
        value={value}
        onPointerEnter={onIntent}
        onFocus={() => {
          onIntent();
          report({ focused: true });
        }}
        onBlur={() => report({ focused: false })}
        onSelect={() => report({})}
        {...pressOrClick(() => {
          onIntent();
          report({ open: !handover.open, focused: true });
        })}
        onKeyDown={onKeyDown}
        onChange={(_, data) => {
          report({ text: data.value, open: true });
          props.onQuery?.(data.value.trim());
        }}
        contentAfter={{
          ...expandIconNamed(intl, props.label),
          role: 'button',
          tabIndex: empty ? -1 : 0,
          'aria-disabled': empty || undefined,
          'aria-expanded': false,
          children: <ChevronDown20Regular />,
          onMouseDown: toggle,
          onKeyDown: (event) => (event.key === 'Enter' || event.key === ' ') && toggle(event),
        }}
      />
    </Field>
  );
}
