// The mobile form of a select filter: a row of the drawer that opens a full-screen sub-list of options,
// with a search box only above 10 options (seed 001 §2, §9) or when the list is searched remotely.
import { Checkbox } from '@fluentui/react-checkbox';
import { Input } from '@fluentui/react-input';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { Search20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FilterOption } from '../../../../schemas/api/listing';
import { token } from '../../../ui/theme';
import { groupDigits } from '../../views/format';
import { isEmptyList, listedOptions, offersSearch, optionValue, selectedLabels } from '../options';
import type { OptionComboboxProps } from './OptionCombobox';
import { SubList } from './SubList';
import { SubListTrigger } from './SubListTrigger';

const Options = styled.div`
  display: flex;
  flex-direction: column;
  padding-block: ${token('spacingVerticalS')};
`;

const SearchBox = styled(Input)`
  width: 100%;
`;

const Note = styled.p`
  color: ${token('colorNeutralForeground3')};
`;

const optionText = (option: FilterOption) =>
  option.counter === undefined ? option.label : `${option.label} (${groupDigits(option.counter)})`;

export function MobileOptionList({ label, options, selected, multiselect, status, onSelect, onQuery }: OptionComboboxProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const remote = onQuery !== undefined;

  const listed = listedOptions(options, selected, query, remote);
  const summary = selected.length > 0 ? selectedLabels(selected, options).join(', ') : intl.formatMessage({ id: 'filters.any' });
  const empty = isEmptyList(status === 'ready', options, selected, remote);

  const toggle = (value: string, checked: boolean) => onSelect(checked ? [...selected, value] : selected.filter((v) => v !== value));

  return (
    <>
      <SubListTrigger
        label={label}
        summary={empty ? intl.formatMessage({ id: 'Fields.Filter.Empty' }) : summary}
        disabled={empty}
        onOpen={() => setOpen(true)}
      />
      <SubList title={label} open={open} onClose={() => setOpen(false)}>
        {offersSearch(options, remote) && (
          <SearchBox
            type="search"
            contentBefore={<Search20Regular />}
            aria-label={intl.formatMessage({ id: 'filters.searchIn' }, { filter: label })}
            placeholder={intl.formatMessage({ id: remote ? 'filters.typeToSearch' : 'filters.search' })}
            value={query}
            onChange={(_, data) => {
              setQuery(data.value);
              onQuery?.(data.value.trim());
            }}
          />
        )}
        {status === 'loading' && <Note>{intl.formatMessage({ id: 'Filter.Options.Loading' })}</Note>}
        {status === 'error' && <Note>{intl.formatMessage({ id: 'filters.optionsFailed' })}</Note>}
        {status === 'ready' && listed.length === 0 && !remote && <Note>{intl.formatMessage({ id: 'Fields.Filter.Empty' })}</Note>}
        {multiselect ? (
          <Options role="group" aria-label={label}>
            {listed.map((option) => (
              <Checkbox
                key={optionValue(option)}
                label={optionText(option)}
                checked={selected.includes(optionValue(option))}
                onChange={(_, data) => toggle(optionValue(option), data.checked === true)}
              />
            ))}
          </Options>
        ) : (
          <RadioGroup aria-label={label} value={selected[0] ?? ''} onChange={(_, data) => onSelect(data.value === '' ? [] : [data.value])}>
            {!empty && <Radio value="" label={intl.formatMessage({ id: 'filters.any' })} />}
            {listed.map((option) => (
              <Radio key={optionValue(option)} value={optionValue(option)} label={optionText(option)} />
            ))}
          </RadioGroup>
        )}
      </SubList>
    </>
  );
}
