// The way to the comparison from any page, once a lot is picked (issue #20): the compare icon and how
// many lots are picked, to the compare page with them in its address.
import { ColumnDoubleCompare20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { compareHref, comparedLots } from '../../stores/compare-lots';
import { CountBadge } from '../../ui/CountBadge';
import { token } from '../../ui/theme';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${token('spacingHorizontalXS')};
  flex-shrink: 0;
  padding: ${token('spacingVerticalXS')};
  border-radius: ${token('borderRadiusMedium')};
  color: ${token('colorNeutralForeground1')};
  &:hover {
    background: ${token('colorSubtleBackgroundHover')};
  }
  &:focus-visible {
    outline: ${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')};
  }
`;

export function CompareLink() {
  const intl = useIntl();
  const { lots } = useSnapshot(comparedLots);
  if (lots.length === 0) return null;
  return (
    <Link href={compareHref(lots)} asChild>
      <Anchor aria-label={intl.formatMessage({ id: 'compare.link' }, { count: lots.length })}>
        <ColumnDoubleCompare20Regular aria-hidden />
        <CountBadge aria-hidden>{lots.length}</CountBadge>
      </Anchor>
    </Link>
  );
}
