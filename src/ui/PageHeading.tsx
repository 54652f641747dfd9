import styled from 'styled-components';
import { token } from './theme';

/** The one h1 of a page, in Fluent's Hero 700 type ramp. */
export const PageHeading = styled.h1`
  margin: 0 0 ${token('spacingVerticalL')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeHero700')};
  line-height: ${token('lineHeightHero700')};
  font-weight: ${token('fontWeightSemibold')};
`;
