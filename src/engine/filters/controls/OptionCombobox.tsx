// The desktop dropdown of the select filters: options with their counters, loading and empty texts
// (seed 001 §8), single or multiple choice. A list above 10 options (or searched on the server) opens
// as a search box: the field says 'Search …' and typing narrows the list; a shorter list takes no
// typing (seed 000 §2, seed 001 §2).
import { Combobox, Option, type ComboboxProps } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FilterOption } from '../../../../schemas/api/listing';
import { expandIconNamed } from '../../../ui/combobox-expand';
import { token } from '../../../ui/theme';
import { groupDigits } from '../../views/format';
import { listedOptions, optionValue } from '../options';
import type { OptionsStatus } from '../use-filter-options';
import { comboboxTexts } from './combobox-texts';
import type { StandInHandover } from './ComboboxStandIn';

const FILL_CELL = { minWidth: 0, width: '100%' } as const;
/** A field that takes no typing reads as a button. */
const NO_TYPING = { cursor: 'pointer' } as const;
/** A long list opens under (or over) its field and scrolls: taller than the window, Fluent placed it beside the field, over the page. */
const UNDER_OR_OVER: ComboboxProps['positioning'] = { fallbackPositions: ['above'] };

const Counter = styled.span`
  margin-inline-start: ${token('spacingHorizontalXS')};
  color: ${token('colorNeutralForeground3')};
`;

export interface OptionComboboxProps {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  multiselect: boolean;
  status: OptionsStatus;
  onSelect(values: string[]): void;
  /** a remote list is searched by the server: every typed text is reported, nothing is filtered here */
  onQuery?(text: string): void;
  /** the list opened or closed (the payments page moves its totals out of the way) */
  onOpenChange?(open: boolean): void;
  /** a single choice that may be none: this option heads the list and stands for no filter (seed 001 §2: type All) */
  allLabel?: string;
}

/** The value of the `allLabel` option; no filter option has it. */
const ALL_VALUE = '@all';

export function OptionCombobox({
  label,
  options,
  selected,
  multiselect,
  status,
  onSelect,
  onQuery,
  onOpenChange,
  allLabel,
  handover,
}: OptionComboboxProps & { handover?: StandInHandover | null }) {
  const intl = useIntl();
  // what the user did in the stand-in carries over: the typed text, the list asked open, focus and caret
  const [arrived] = useState(handover);
  const [open, setOpen] = useState(arrived?.open ?? false);
  const [query, setQuery] = useState(arrived?.text ?? '');
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (!arrived?.focused) return;
    input.current?.focus();
    input.current?.setSelectionRange(...arrived.caret);
  }, [arrived]);
  const remote = onQuery !== undefined;
  const { searchable, empty, placeholder, value } = comboboxTexts(
    intl,
    { label, options, selected, status, remote, allLabel },
    open,
    query,
  );

  const listed = listedOptions(options, selected, query, remote);
  const all: FilterOption[] = allLabel !== undefined && !multiselect && query === '' ? [{ value: ALL_VALUE, label: allLabel }] : [];
  const chosen = selected.length === 0 && allLabel !== undefined ? [ALL_VALUE] : selected;

  return (
    <Field label={label}>
      <Combobox
        // Fluent's combobox asks for 250px; the filter grid's cells may be narrower
        style={FILL_CELL}
        multiselect={multiselect}
        expandIcon={expandIconNamed(intl, label)}
        clearable={selected.length > 0 && allLabel === undefined}
        disabled={empty}
        placeholder={placeholder}
        open={open}
        onOpenChange={(_, data) => {
          setOpen(data.open);
          onOpenChange?.(data.open);
          if (!data.open) setQuery('');
        }}
        ref={input}
        value={value}
        input={searchable ? undefined : { readOnly: true, style: NO_TYPING }}
        positioning={UNDER_OR_OVER}
        onChange={(event) => {
          setQuery(event.target.value);
          onQuery?.(event.target.value.trim());
        }}
        selectedOptions={[...chosen]}
        onOptionSelect={(_, data) => {
          onSelect(data.optionValue === ALL_VALUE ? [] : data.selectedOptions);
          if (!multiselect) setOpen(false);
        }}
      >
        {[...all, ...listed].map((option) => (
          <Option key={optionValue(option)} value={optionValue(option)} text={option.label}>
            {option.label} {option.counter !== undefined && <Counter>{groupDigits(option.counter)}</Counter>}
          </Option>
        ))}
        {listed.length === 0 && (
          <Option disabled value="" text="">
            {intl.formatMessage({ id: status === 'loading' ? 'Filter.Options.Loading' : 'Fields.Filter.Empty' })}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
