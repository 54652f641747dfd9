// Maker (a single choice; choosing one resets the filters the schema lists under `resets`) and the
// multi-select lists (condition, gearbox, colour, status, auction).
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { filterValue, type FilterControlProps } from '../filter-props';
import { useFilterOptions } from '../use-filter-options';
import { OptionList } from './OptionList';

export function SelectFilter({ schema, def, state, onValue, mobile }: FilterControlProps<'select'>) {
  const intl = useIntl();
  const value = filterValue(state, def);
  return (
    <OptionList
      mobile={mobile}
      label={intl.formatMessage({ id: def.label as MessageId })}
      {...useFilterOptions(schema, def, state)}
      selected={value === undefined ? [] : [value]}
      multiselect={false}
      onSelect={(values) => onValue(values.at(-1))}
    />
  );
}

export function MultiSelectFilter({ schema, def, state, onValue, mobile }: FilterControlProps<'multiSelect'>) {
  const intl = useIntl();
  return (
    <OptionList
      mobile={mobile}
      label={intl.formatMessage({ id: def.label as MessageId })}
      {...useFilterOptions(schema, def, state)}
      selected={filterValue(state, def) ?? []}
      multiselect
      onSelect={onValue}
    />
  );
}
