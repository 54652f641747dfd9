// The terms box of sign-up: its label carries a link to the terms, which opens in a new tab so the
// draft stays on screen. The link is `ui:options.href` (SchemaForm puts the company's link there).
import { Checkbox } from '@fluentui/react-checkbox';
import { Link } from '@fluentui/react-link';
import type { WidgetProps } from '@rjsf/utils';
import { inputAria } from './input-aria';

export function TermsWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, options, onChange, onBlur, onFocus } = props;
  const href = typeof options.href === 'string' ? options.href : '/about';
  const linkText = typeof options.linkText === 'string' ? options.linkText : '';
  return (
    <Checkbox
      id={id}
      checked={value === true}
      required={required}
      disabled={disabled || readonly}
      label={
        <>
          {label}{' '}
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {linkText}
          </Link>
        </>
      }
      onChange={(_, data) => onChange(data.checked === true)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...inputAria(props)}
    />
  );
}
