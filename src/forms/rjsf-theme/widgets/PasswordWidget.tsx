// Password with a show/hide button inside the field.
import { Button } from '@fluentui/react-button';
import { Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { emptyAsUndefined, inputAria } from './input-aria';

export function PasswordWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      type={shown ? 'text' : 'password'}
      value={value == null ? '' : String(value)}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'current-password'}
      onChange={(_, data) => onChange(emptyAsUndefined(data.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...inputAria(props)}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={shown ? <EyeOff20Regular /> : <Eye20Regular />}
          aria-label={intl.formatMessage({ id: shown ? 'forms.password.hide' : 'forms.password.show' })}
          aria-pressed={shown}
          disabled={disabled}
          onClick={() => setShown((s) => !s)}
        />
      }
    />
  );
}
