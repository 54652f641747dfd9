// The free search with its field selector (seed 001 §5): sent as search=<field>-<text>, lot number by
// default. The text settles after 700 ms or on Enter; another field applies the text at once.
import { Select } from '@fluentui/react-select';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { token } from '../../../ui/theme';
import { filterValue, type FilterControlProps } from '../filter-props';
import { SEARCH_DEBOUNCE_MS } from '../timing';
import { useSyncedState } from '../use-synced-state';
import { QuickInput } from './QuickInput';
import { Fieldset } from './RangeFilter';

const Row = styled(Fieldset)`
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${token('spacingHorizontalXS')};
`;

export function FreeSearchFilter({ def, state, onValue }: FilterControlProps<'freeSearch'>) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: def.label as MessageId });
  const value = filterValue(state, def);
  const [field, setField] = useSyncedState(value?.field ?? def.defaultField);
  const text = value?.text ?? '';

  const apply = (nextField: string, nextText: string) => onValue(nextText === '' ? undefined : { field: nextField, text: nextText });

  return (
    <Row>
      <legend>{label}</legend>
      <Select
        aria-label={intl.formatMessage({ id: 'filters.searchField' })}
        value={field}
        onChange={(_, data) => {
          setField(data.value);
          if (text !== '') apply(data.value, text);
        }}
      >
        {def.fields.map((f) => (
          <option key={f.value} value={f.value}>
            {intl.formatMessage({ id: f.label as MessageId })}
          </option>
        ))}
      </Select>
      <QuickInput
        label={intl.formatMessage({ id: 'filters.searchText' })}
        labelHidden
        value={text}
        delay={SEARCH_DEBOUNCE_MS}
        settle={(typed) => {
          apply(field, typed);
          return null;
        }}
      />
    </Row>
  );
}
