// The red and amber notices of the saved-searches dialogs.
import styled from 'styled-components';
import { token } from '../../ui/theme';

const Notice = styled.p`
  margin: 0 0 ${token('spacingVerticalS')};
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  border-radius: ${token('borderRadiusMedium')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
`;

/** Seed 001 §4: the limit message is shown in red; failures look the same. */
export const ErrorText = styled(Notice)`
  background: ${token('colorStatusDangerBackground1')};
  border: ${token('strokeWidthThin')} solid ${token('colorStatusDangerBorder1')};
  color: ${token('colorStatusDangerForeground1')};
`;

export const WarningText = styled(Notice)`
  background: ${token('colorStatusWarningBackground1')};
  border: ${token('strokeWidthThin')} solid ${token('colorStatusWarningBorder1')};
  color: ${token('colorStatusWarningForeground3')};
`;
