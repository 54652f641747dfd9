// Date from/to of the statistics pages (seed 001 §5, seed 000 §5): text inputs that become date inputs
// on focus, typed digits auto-formatted 4-2-2, bounded from 3 months back to 1 day ahead in Japan time.
// A wrong date is flagged with Errors.Invalid once typing pauses for 700 ms; only valid dates apply.
import { Field } from '@fluentui/react-field';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { autoFormatDate, dateBounds, dateInputError, DATE_VALIDITY_DELAY_MS, isIsoDate, type DatePast } from '../../dates';
import type { DateRangeValue } from '../../filter-values';
import { filterValue, type FilterControlProps } from '../filter-props';
import { useDebouncedCallback } from '../use-debounced-callback';
import { useSyncedState } from '../use-synced-state';
import { Fieldset, leftGroup, NarrowInput } from './RangeFilter';

type Side = keyof DateRangeValue;
const SIDES: readonly Side[] = ['from', 'to'];
const DATE_PLACEHOLDER = 'YYYY-MM-DD';

interface DateInputProps {
  label: string;
  past: DatePast;
  text: string;
  error: string | null;
  onText(text: string): void;
  onEnter(): void;
}

function DateInput({ label, past, text, error, onText, onEnter }: DateInputProps) {
  const intl = useIntl();
  const [focused, setFocused] = useState(false);
  const bounds = dateBounds(new Date(), past);
  // a partly typed date stays text: a date input would drop it
  const asDate = focused && (text === '' || isIsoDate(text));
  return (
    <Field
      label={label}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ? intl.formatMessage({ id: error as MessageId }) : undefined}
    >
      <NarrowInput
        type={asDate ? 'date' : 'text'}
        inputMode="numeric"
        placeholder={DATE_PLACEHOLDER}
        min={bounds.min}
        max={bounds.max}
        value={text}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(_, data) => onText(autoFormatDate(data.value))}
        onKeyDown={(event) => event.key === 'Enter' && onEnter()}
      />
    </Field>
  );
}

export function DateRangeFilter({ def, state, onValue }: Pick<FilterControlProps<'dateRange'>, 'def' | 'state' | 'onValue'>) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: def.label as MessageId });
  const past = def.past ?? 'threeMonths';
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
          past={past}
          label={intl.formatMessage({ id: side === 'from' ? 'filters.rangeFrom' : 'filters.rangeTo' }, { filter: label })}
          text={text[side]}
          error={errors[side]}
          onText={(typed) => change(side, typed)}
          onEnter={settle.flush}
        />
      ))}
    </Fieldset>
  );
}
