// Date from/to of the statistics pages, the bid tables, purchases and payments (seed 001 §5, seed 000
// §5): typed digits auto-formatted 4-2-2 or a day picked in the calendar, bounded from 3 months back
// (or any past day) to 1 day ahead in Japan time. A wrong date is flagged with Errors.Invalid once
// typing pauses for 700 ms; only valid dates apply, a picked one at once.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { dateBounds, dateInputError, DATE_VALIDITY_DELAY_MS } from '../../../../shared/dates';
import type { DateRangeValue } from '../../../../shared/list/filter-values';
import { filterValue, type FilterControlProps } from '../filter-props';
import { useDebouncedCallback } from '../use-debounced-callback';
import { useSyncedState } from '../use-synced-state';
import { DateInput } from './DateInput';
import { Fieldset, leftGroup } from './RangeFilter';

type Side = keyof DateRangeValue;
const SIDES: readonly Side[] = ['from', 'to'];

export function DateRangeFilter({ def, state, onValue }: Pick<FilterControlProps<'dateRange'>, 'def' | 'state' | 'onValue'>) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: def.label as MessageId });
  const past = def.past ?? 'threeMonths';
  const bounds = dateBounds(new Date(), past);
  const value = filterValue(state, def);
  const [text, setText] = useSyncedState<DateRangeValue>({ from: value?.from ?? '', to: value?.to ?? '' });
  const [errors, setErrors] = useState<Record<Side, string | null>>({ from: null, to: null });

  const settle = useDebouncedCallback((typed: DateRangeValue) => {
    const now = new Date();
    const found = { from: dateInputError(typed.from, now, past), to: dateInputError(typed.to, now, past) };
    setErrors(found);
    if (!found.from && !found.to) onValue(typed);
  }, DATE_VALIDITY_DELAY_MS);

  const change = (side: Side, typed: string) => {
    const next = { ...text, [side]: typed };
    setText(next);
    setErrors((shown) => ({ ...shown, [side]: null }));
    settle.schedule(next);
  };

  return (
    <Fieldset onBlur={(event) => leftGroup(event) && settle.flush()}>
      <legend>{label}</legend>
      {SIDES.map((side) => (
        <DateInput
          key={side}
          bounds={bounds}
          label={intl.formatMessage({ id: side === 'from' ? 'filters.rangeFrom' : 'filters.rangeTo' }, { filter: label })}
          text={text[side]}
          error={errors[side]}
          onText={(typed) => change(side, typed)}
          onPick={(date) => {
            change(side, date);
            settle.flush();
          }}
          onEnter={settle.flush}
        />
      ))}
    </Fieldset>
  );
}
