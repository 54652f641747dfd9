// The title with the total search results, and the page's controls beside it.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageHeading } from '../../ui/PageHeading';
import { token } from '../../ui/theme';
import { groupDigits } from '../views/format';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  margin-bottom: ${token('spacingVerticalM')};
`;

const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${token('spacingHorizontalM')};
  & h1 {
    margin: 0;
  }
`;

const Total = styled.p`
  margin: 0;
  color: ${token('colorNeutralForeground2')};
  font-size: ${token('fontSizeBase400')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
`;

export interface ListingHeaderProps {
  title?: string;
  /** lots found; unknown (-1) or not loaded yet (undefined) shows no count */
  total: number | undefined;
  children?: ReactNode;
}

export function ListingHeader({ title, total, children }: ListingHeaderProps) {
  const intl = useIntl();
  return (
    <Bar>
      <TitleLine>
        {title && <PageHeading>{title}</PageHeading>}
        <Total role="status">
          {total !== undefined && total >= 0 ? intl.formatMessage({ id: 'listing.total' }, { total, count: groupDigits(total) }) : null}
        </Total>
      </TitleLine>
      <Actions>{children}</Actions>
    </Bar>
  );
}
