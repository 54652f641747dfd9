// A yes/no setting as a Fluent switch labelled by the field's title.
import { Switch } from '@fluentui/react-switch';
import type { WidgetProps } from '@rjsf/utils';

export function ToggleWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  return (
    <Switch
      id={id}
      checked={value === true}
      label={label}
      disabled={disabled || readonly}
      onChange={(_, data) => onChange(data.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
