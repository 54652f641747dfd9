// A numeric range {min, max, step} of the filters response as two inputs (seed 001 §5): placeholders
// show the bounds (From and To when the lots have no such value: a 0,0 range, as machinery mileage), digits are grouped with spaces except for years, an empty side is 0 and 0,0 filters
// nothing. Typing settles after 700 ms; Enter or leaving the pair of inputs applies at once.
import { Input } from '@fluentui/react-input';
import { useQuery } from '@tanstack/react-query';
import type { FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FiltersResponse } from '../../../../schemas/api/listing';
import { filtersQuery } from '../../../api/listing-filters';
import type { MessageId } from '../../../i18n/messages';
import { token } from '../../../ui/theme';
import { formatRangeNumber, rangeFromInputs, type NumberRange } from '../../../../shared/list/ranges';
import { filterValue, type FilterControlProps } from '../filter-props';
import { SEARCH_DEBOUNCE_MS } from '../timing';
import { useDebouncedCallback } from '../use-debounced-callback';
import { useSyncedState } from '../use-synced-state';

export const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${token('spacingHorizontalS')};
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;

  & > legend {
    padding: 0 0 ${token('spacingVerticalXXS')};
    font-size: ${token('fontSizeBase300')};
    font-weight: ${token('fontWeightSemibold')};
  }
`;

/** Two inputs share one grid cell: without this they keep Fluent's minimum width and overflow it. */
export const NarrowInput = styled(Input)`
  && {
    min-width: 0;
  }
`;

type RangeKey = keyof FiltersResponse['range'];

/** Whether the focus left a group of inputs, not just moved from one of them to another. */
export const leftGroup = (event: FocusEvent<HTMLElement>): boolean =>
  !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));

/** The inputs' text: digits only, grouped as the filter shows them. */
function inputText(typed: string, grouping: boolean): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? '' : formatRangeNumber(Number(digits), grouping);
}

const sideText = (side: number | undefined, grouping: boolean) =>
  side === undefined || side === 0 ? '' : formatRangeNumber(side, grouping);

export function RangeFilter({ schema, def, state, onValue }: FilterControlProps<'range'>) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: def.label as MessageId });
  const range = useQuery(filtersQuery(schema, state)).data?.range[def.source.key as RangeKey];
  const bounds = range && (range.min !== 0 || range.max !== 0) ? range : undefined;
  const value: NumberRange | undefined = filterValue(state, def);
  const [text, setText] = useSyncedState({
    from: sideText(value?.from, def.grouping),
    to: sideText(value?.to, def.grouping),
  });
  const apply = useDebouncedCallback((from: string, to: string) => onValue(rangeFromInputs(from, to) ?? undefined), SEARCH_DEBOUNCE_MS);

  const change = (side: 'from' | 'to', typed: string) => {
    const next = { ...text, [side]: inputText(typed, def.grouping) };
    setText(next);
    apply.schedule(next.from, next.to);
  };

  const input = (side: 'from' | 'to') => (
    <NarrowInput
      inputMode="numeric"
      autoComplete="off"
      aria-label={intl.formatMessage({ id: side === 'from' ? 'filters.rangeFrom' : 'filters.rangeTo' }, { filter: label })}
      placeholder={
        bounds
          ? formatRangeNumber(side === 'from' ? bounds.min : bounds.max, def.grouping)
          : intl.formatMessage({ id: side === 'from' ? 'filters.from' : 'filters.to' })
      }
      value={text[side]}
      onChange={(_, data) => change(side, data.value)}
      onKeyDown={(event) => event.key === 'Enter' && apply.flush()}
    />
  );

  return (
    <Fieldset onBlur={(event) => leftGroup(event) && apply.flush()}>
      <legend>{label}</legend>
      {input('from')}
      {input('to')}
    </Fieldset>
  );
}
