// Sub-pages as a row of tab-like links (profile sections, favorite groups): each a real link to its
// route, the shown one marked as the current page.
import styled from 'styled-components';
import { Link } from 'wouter';
import { token } from './theme';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('spacingHorizontalXS')};
  margin: 0 0 ${token('spacingVerticalL')};
  padding: 0;
  list-style: none;
  border-bottom: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
`;

/** At least 44 × 40 px so a finger hits it on phones. */
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

export interface TabLink {
  href: string;
  text: string;
  current: boolean;
}

/** A navigation landmark named `label` holding the links in order. */
export function TabLinks({ label, links }: { label: string; links: readonly TabLink[] }) {
  return (
    <nav aria-label={label}>
      <List>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} asChild>
              <Tab aria-current={link.current ? 'page' : undefined}>{link.text}</Tab>
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
