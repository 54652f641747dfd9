// One field: its label with the required mark, the widget, and under it the first error only (seed
// 000 §5 shows one message per field), once SchemaForm says the field's errors may show.
import { Label } from '@fluentui/react-label';
import { errorId, type FieldTemplateProps } from '@rjsf/utils';
import styled from 'styled-components';
import { token } from '../../../ui/theme';
import { formContextOf } from '../../form-context';

const Row = styled.div`
  display: grid;
  gap: ${token('spacingVerticalXXS')};
`;

const ErrorText = styled.div`
  color: ${token('colorPaletteRedForeground1')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase200')};
  line-height: ${token('lineHeightBase200')};
`;

export function FieldTemplate({ id, label, required, displayLabel, hidden, children, rawErrors, fieldPathId, registry }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  const field = String(fieldPathId.path.at(-1) ?? '');
  // the root object only lays its fields out
  if (field === '') return children;
  const error = formContextOf(registry).showsErrorsOf(field) ? rawErrors?.[0] : undefined;
  return (
    <Row>
      {displayLabel && label && (
        <Label htmlFor={id} required={required}>
          {label}
        </Label>
      )}
      {children}
      {error && <ErrorText id={errorId(id)}>{error}</ErrorText>}
    </Row>
  );
}

/** Whether the widget of `id` shows an error now: its aria-invalid and aria-describedby follow it. */
export function shownError(props: { name: string; rawErrors?: string[]; registry: FieldTemplateProps['registry'] }): boolean {
  return Boolean(props.rawErrors?.length) && formContextOf(props.registry).showsErrorsOf(props.name);
}
