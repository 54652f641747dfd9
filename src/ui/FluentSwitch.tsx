// The Fluent switch behind SwitchOnDemand, loaded when the user first points at or focuses a switch.
import { Switch } from '@fluentui/react-switch';
import type { SwitchInputRef, SwitchProps } from './switch-props';

export function FluentSwitch({ checked, label, onChange, inputRef }: SwitchProps & SwitchInputRef) {
  return <Switch ref={inputRef} checked={checked} aria-label={label} onChange={(_event, data) => onChange(data.checked)} />;
}
