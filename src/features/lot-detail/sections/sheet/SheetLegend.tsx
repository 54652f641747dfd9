// The checklist legend of a Japanese auction sheet (seed 001 §2): 31 lines, shown with every sheet.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../../../i18n/messages';
import { token } from '../../../../ui/theme';

const LEGEND_LINES = 31;

const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${token('colorBrandForegroundLink')};
  }
  ol {
    margin: ${token('spacingVerticalS')} 0 0;
    padding-left: ${token('spacingHorizontalXXL')};
    columns: 2 280px;
    font-size: ${token('fontSizeBase200')};
  }
`;

export function SheetLegend() {
  const intl = useIntl();
  return (
    <Details>
      <summary>{intl.formatMessage({ id: 'lotDetail.sheet.legend' })}</summary>
      <ol>
        {Array.from({ length: LEGEND_LINES }, (_, i) => (
          <li key={i}>{intl.formatMessage({ id: `lotDetail.sheet.legend.${i + 1}` as MessageId })}</li>
        ))}
      </ol>
    </Details>
  );
}
