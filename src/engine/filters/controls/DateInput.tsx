// One date of a date filter (seed 001 §5, seed 000 §5): a text input that always reads typed digits as
// YYYY-MM-DD (4-2-2 with hyphens), and a calendar button opening the browser's own date picker within
// the filter's bounds. A date-typed input on focus read keystrokes in the browser's locale order
// (mm/dd/yyyy, dd.mm.yyyy) and turned 20261105 into nonsense, so the typed field stays text.
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Calendar20Regular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { autoFormatDate, type DateBounds } from '../../../../shared/dates';
import { isCalendarDate } from '../../../../shared/japan-time';
import { NarrowInput } from './RangeFilter';

const CalendarSlot = styled.span`
  position: relative;
  display: inline-flex;
`;

/** The native date input only lends its picker: unseen, under the button, so the picker opens there. */
const PickerInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  opacity: 0;
  pointer-events: none;
`;

export interface DateInputProps {
  label: string;
  bounds: DateBounds;
  text: string;
  /** the message id of the input's error, shown under it */
  error: string | null;
  onText(text: string): void;
  /** a date chosen in the calendar */
  onPick(date: string): void;
  onEnter(): void;
}

export function DateInput({ label, bounds, text, error, onText, onPick, onEnter }: DateInputProps) {
  const intl = useIntl();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Field
      label={label}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ? intl.formatMessage({ id: error as MessageId }) : undefined}
    >
      <NarrowInput
        inputMode="numeric"
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'filters.date.placeholder' })}
        value={text}
        onChange={(_, data) => onText(autoFormatDate(data.value))}
        onKeyDown={(event) => event.key === 'Enter' && onEnter()}
        contentAfter={
          <CalendarSlot>
            <Button
              appearance="transparent"
              size="small"
              icon={<Calendar20Regular />}
              aria-label={intl.formatMessage({ id: 'filters.date.pick' }, { field: label })}
              onClick={() => picker.current?.showPicker()}
            />
            <PickerInput
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden
              min={bounds.min}
              max={bounds.max}
              value={isCalendarDate(text) ? text : ''}
              onChange={(event) => onPick(event.target.value)}
            />
          </CalendarSlot>
        }
      />
    </Field>
  );
}
