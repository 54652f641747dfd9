// Phone with the mask of the interface language (src/forms/phone-mask.ts).
import { Input } from '@fluentui/react-input';
import type { WidgetProps } from '@rjsf/utils';
import { RU_LANGUAGE } from '../../../../schemas/rules/account-fields';
import { formContextOf } from '../../form-context';
import { maskPhone } from '../../phone-mask';
import { emptyAsUndefined, inputAria } from './input-aria';

const RU_PLACEHOLDER = '+7 (999) 999-99-99';

export function PhoneWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, registry, onChange, onBlur, onFocus } = props;
  const { languageId } = formContextOf(registry);
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      type="tel"
      inputMode="tel"
      value={value == null ? '' : String(value)}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete="tel"
      placeholder={placeholder || (languageId === RU_LANGUAGE ? RU_PLACEHOLDER : undefined)}
      onChange={(_, data) => onChange(emptyAsUndefined(maskPhone(data.value, languageId)))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...inputAria(props)}
    />
  );
}
