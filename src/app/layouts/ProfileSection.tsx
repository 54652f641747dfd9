import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';

const SECTIONS: readonly { href: string; label: MessageId }[] = [
  { href: '/profile', label: 'shell.profileNav.profile' },
  { href: '/change-password', label: 'shell.profileNav.changePassword' },
  { href: '/balance', label: 'shell.profileNav.balance' },
];

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('spacingHorizontalS')};
  margin: 0 0 ${token('spacingVerticalL')};
  padding: 0;
  list-style: none;
  border-bottom: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
`;

const Tab = styled.a`
  display: inline-block;
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  color: ${token('colorNeutralForeground2')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  text-decoration: none;
  border-bottom: ${token('strokeWidthThicker')} solid transparent;

  &[aria-current='page'] {
    color: ${token('colorNeutralForeground1')};
    font-weight: ${token('fontWeightSemibold')};
    border-bottom-color: ${token('colorBrandStroke1')};
  }
`;

/** The profile shell: the main shell's content with the profile sub-navigation above the page. */
export function ProfileSection({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [path] = useLocation();
  return (
    <>
      <nav aria-label={intl.formatMessage({ id: 'shell.profileNav.label' })}>
        <Tabs>
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Link href={section.href} asChild>
                <Tab aria-current={path === section.href ? 'page' : undefined}>
                  {intl.formatMessage({ id: section.label })}
                </Tab>
              </Link>
            </li>
          ))}
        </Tabs>
      </nav>
      {children}
    </>
  );
}
