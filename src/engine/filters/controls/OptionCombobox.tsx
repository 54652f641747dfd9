// The desktop dropdown of the select filters: type to narrow the list, options with their counters,
// loading and empty texts (seed 001 §8), single or multiple choice.
import { Combobox, Option } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FilterOption } from '../../../../schemas/api/listing';
import { expandIconNamed } from '../../../ui/combobox-expand';
import { token } from '../../../ui/theme';
import { groupDigits } from '../../views/format';
import { isEmptyList, listedOptions, optionValue, selectedLabels } from '../options';
import type { OptionsStatus } from '../use-filter-options';

const FILL_CELL = { minWidth: 0, width: '100%' } as const;

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

export function OptionCombobox({ label, options, selected, multiselect, status, onSelect, onQuery, onOpenChange, allLabel }: OptionComboboxProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const remote = onQuery !== undefined;

  const empty = isEmptyList(status === 'ready', options, selected, remote);
  const placeholder = intl.formatMessage({
    id:
      status === 'loading'
        ? 'Filter.Options.Loading'
        : status === 'error'
          ? 'filters.optionsFailed'
          : empty
            ? 'Fields.Filter.Empty'
            : remote
              ? 'filters.typeToSearch'
              : 'filters.any',
  });

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
        value={open ? query : selected.length === 0 ? (allLabel ?? '') : selectedLabels(selected, options).join(', ')}
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
            {option.label}{' '}
            {option.counter !== undefined && <Counter>{groupDigits(option.counter)}</Counter>}
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
