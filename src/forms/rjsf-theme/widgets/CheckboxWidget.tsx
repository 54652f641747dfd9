// A yes/no field as a Fluent checkbox labelled by the field's title.
import { Checkbox } from '@fluentui/react-checkbox';
import type { WidgetProps } from '@rjsf/utils';
import { inputAria } from './input-aria';

export function CheckboxWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  return (
    <Checkbox
      id={id}
      checked={value === true}
      label={label}
      required={required}
      disabled={disabled || readonly}
      onChange={(_, data) => onChange(data.checked === true)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...inputAria(props)}
    />
  );
}
