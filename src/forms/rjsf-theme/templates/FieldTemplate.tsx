// One field: its label with the required mark, the widget, and under it the first error only (seed
// 000 §5 shows one message per field). SchemaForm passes only the errors that should show now.
import { Label } from '@fluentui/react-label';
import { errorId, type FieldTemplateProps } from '@rjsf/utils';
import styled from 'styled-components';
import { token } from '../../../ui/theme';

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

export function FieldTemplate({ id, label, required, displayLabel, hidden, children, rawErrors, fieldPathId }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  const field = String(fieldPathId.path.at(-1) ?? '');
  // the root object only lays its fields out
  if (field === '') return children;
  const error = rawErrors?.[0];
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
