import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { FAVORITE_GROUPS } from '../../../schemas/api/listing';
import type { FavoriteGroup } from '../../api/favorites';
import { token } from '../../ui/theme';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('spacingHorizontalXS')};
  margin: 0 0 ${token('spacingVerticalL')};
  padding: 0;
  list-style: none;
  border-bottom: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
`;

const Tab = styled.a`
  display: inline-flex;
  align-items: center;
  min-width: 44px;
  min-height: 40px;
  padding: 0 ${token('spacingHorizontalM')};
  justify-content: center;
  border-bottom: ${token('strokeWidthThicker')} solid transparent;
  color: ${token('colorNeutralForeground2')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  text-decoration: none;

  &:hover {
    color: ${token('colorNeutralForeground1')};
    background: ${token('colorSubtleBackgroundHover')};
  }
  &:focus-visible {
    outline: ${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')};
  }
  &[aria-current='page'] {
    border-bottom-color: ${token('colorBrandStroke1')};
    color: ${token('colorBrandForeground1')};
    font-weight: ${token('fontWeightSemibold')};
  }
`;

/** The groups A to E as links (seed 001 §2 route /favorites/:group); the shown one is the current page. */
export function GroupTabs({ current }: { current: FavoriteGroup }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'favorites.groups' })}>
      <List>
        {FAVORITE_GROUPS.map((group) => (
          <li key={group}>
            <Link href={`/favorites/${group}`} asChild>
              <Tab aria-current={group === current ? 'page' : undefined}>
                {intl.formatMessage({ id: 'favorites.group' }, { group })}
              </Tab>
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
