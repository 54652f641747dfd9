// The round count badge of menus and toolbars (sidebar bid counts, saved searches).
import styled from 'styled-components';
import { token } from './theme';

export const CountBadge = styled.span`
  min-width: 20px;
  padding: 0 ${token('spacingHorizontalXS')};
  border-radius: ${token('borderRadiusCircular')};
  background: ${token('colorBrandBackground')};
  color: ${token('colorNeutralForegroundOnBrand')};
  font-size: ${token('fontSizeBase100')};
  line-height: 20px;
  text-align: center;
`;
