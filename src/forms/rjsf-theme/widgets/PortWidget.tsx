// The destination port of the profile: one of the company's price list (config `costs`), or none (the
// list's default then applies). The form hides it when the company has no price list.
import { Select } from '@fluentui/react-select';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../i18n/locales';
import { destinationOptions, useCosts } from '../../../ui/costs-config';
import { emptyAsUndefined, inputAria } from './input-aria';

export function PortWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const intl = useIntl();
  const costs = useCosts();
  const options = costs ? destinationOptions(costs, intl.locale as Locale) : [];
  return (
    <Select
      id={id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      onChange={(_, data) => onChange(emptyAsUndefined(data.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...inputAria(props)}
    >
      <option value="">{intl.formatMessage({ id: 'account.profile.notSet' })}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
