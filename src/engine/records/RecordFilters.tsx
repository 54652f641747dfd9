// Filter fields of a record list (purchases, payments): a free search applied once typing pauses
// (700 ms, seed 000 §9) or on Enter, and a purchase-date range of two native date inputs.
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import { media } from '../../ui/breakpoints';
import { token } from '../../ui/theme';
import { useDebouncedCallback } from '../filters/use-debounced-callback';
import { SEARCH_DEBOUNCE_MS } from '../filters/timing';

export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) repeat(3, minmax(140px, 1fr));
  gap: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  align-items: end;
  margin-bottom: ${token('spacingVerticalL')};

  ${media.below('laptop')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function SearchField({ label, value, onChange }: { label: MessageId; value: string; onChange(value: string): void }) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = useDebouncedCallback((next: string) => onChange(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <Field label={intl.formatMessage({ id: label })}>
      <Input
        type="search"
        value={text}
        onChange={(_event, data) => {
          setText(data.value);
          apply.schedule(data.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply.flush();
        }}
      />
    </Field>
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function DateField({ label, value, min, max, onChange }: { label: MessageId; value: string; min?: string; max?: string; onChange(value: string): void }) {
  const intl = useIntl();
  return (
    <Field label={intl.formatMessage({ id: label })}>
      <Input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(_event, data) => {
          if (data.value === '' || ISO_DAY.test(data.value)) onChange(data.value);
        }}
      />
    </Field>
  );
}
