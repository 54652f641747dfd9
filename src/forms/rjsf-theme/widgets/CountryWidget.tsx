// Searchable country list (GET /site/get-country-list): typing narrows the options, the value is the
// chosen country's numeric id.
import { Combobox, Option } from '@fluentui/react-combobox';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCountryList } from '../../../api/site';
import { expandIconNamed } from '../../../ui/combobox-expand';
import { inputAria } from './input-aria';

const FILL = { minWidth: 0, width: '100%' } as const;

export function CountryWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const intl = useIntl();
  const countries = useCountryList();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const options = countries.data ?? [];
  const selected = options.find((country) => country.value === value);
  const needle = query.trim().toLowerCase();
  const listed = needle ? options.filter((country) => country.label.toLowerCase().includes(needle)) : options;

  return (
    <Combobox
      id={id}
      style={FILL}
      expandIcon={expandIconNamed(intl, props.label)}
      required={required}
      disabled={disabled || readonly}
      placeholder={intl.formatMessage({ id: countries.isPending ? 'common.loading' : 'forms.country.placeholder' })}
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (!data.open) setQuery('');
      }}
      value={open ? query : (selected?.label ?? '')}
      onChange={(event) => setQuery(event.target.value)}
      selectedOptions={selected ? [String(selected.value)] : []}
      onOptionSelect={(_, data) => {
        if (data.optionValue) onChange(Number(data.optionValue));
        setOpen(false);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...inputAria(props)}
    >
      {listed.map((country) => (
        <Option key={country.value} value={String(country.value)} text={country.label}>
          {country.label}
        </Option>
      ))}
      {listed.length === 0 && (
        <Option disabled value="" text="">
          {intl.formatMessage({ id: countries.isError ? 'errors.generic' : 'forms.country.none' })}
        </Option>
      )}
    </Combobox>
  );
}
