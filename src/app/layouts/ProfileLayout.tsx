import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { MessageId } from '../../i18n/messages';
import { TabLinks } from '../../ui/TabLinks';
import MainLayout from './MainLayout';

const SECTIONS: readonly { href: string; label: MessageId }[] = [
  { href: '/profile', label: 'shell.profileNav.profile' },
  { href: '/change-password', label: 'shell.profileNav.changePassword' },
  { href: '/balance', label: 'shell.profileNav.balance' },
];

/** The profile shell: the main shell's content with the profile sub-navigation above the page. */
function ProfileSection({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [path] = useLocation();
  return (
    <>
      <TabLinks
        label={intl.formatMessage({ id: 'shell.profileNav.label' })}
        links={SECTIONS.map((section) => ({
          href: section.href,
          text: intl.formatMessage({ id: section.label }),
          current: path === section.href,
        }))}
      />
      {children}
    </>
  );
}

export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <MainLayout>
      <ProfileSection>{children}</ProfileSection>
    </MainLayout>
  );
}
