// Text and e-mail fields (rjsf's TextWidget and EmailWidget render through this template).
import { Input } from '@fluentui/react-input';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { emptyAsUndefined, inputAria } from './input-aria';

const INPUT_TYPES = new Set(['text', 'email', 'password', 'tel', 'url', 'search']);

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, type, required, disabled, readonly, autofocus, placeholder, options, onChange, onBlur, onFocus } = props;
  const inputType = type && INPUT_TYPES.has(type) ? (type as 'text') : 'text';
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      type={inputType}
      value={value == null ? '' : String(value)}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={(_, data) => onChange(emptyAsUndefined(data.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...inputAria(props)}
    />
  );
}
