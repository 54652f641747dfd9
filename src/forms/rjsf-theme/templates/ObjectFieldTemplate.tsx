// The form's fields one under another, with room between them.
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import styled from 'styled-components';
import { token } from '../../../ui/theme';

const Fields = styled.div`
  display: grid;
  gap: ${token('spacingVerticalM')};
`;

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <Fields>{properties.map((property) => property.content)}</Fields>;
}
