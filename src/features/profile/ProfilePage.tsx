// /profile (seed 000 §2): tabs personal info, settings and account over the session's profile.
import { Spinner } from '@fluentui/react-spinner';
import { Tab } from '@fluentui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { profileQuery } from '../../api/session';
import type { MessageId } from '../../i18n/messages';
import type { PageProps } from '../../ui/page-props';
import { ScrollingTabList } from '../../ui/ScrollingTabList';
import { AccountInfo } from './AccountInfo';
import { PersonalInfo } from './PersonalInfo';
import { Banner, ProfilePageTitle } from './profile-ui';
import { Settings } from './Settings';

const TABS = ['personal', 'settings', 'account'] as const;
type ProfileTab = (typeof TABS)[number];
const TAB_LABELS: Record<ProfileTab, MessageId> = {
  personal: 'account.profile.personal',
  settings: 'account.profile.settings',
  account: 'account.profile.account',
};

export default function ProfilePage({ pageId }: PageProps) {
  const intl = useIntl();
  const profile = useQuery(profileQuery());
  const [tab, setTab] = useState<ProfileTab>('personal');
  const detail = profile.data?.detail;

  return (
    <section>
      <ProfilePageTitle pageId={pageId} />
      <ScrollingTabList
        aria-label={intl.formatMessage({ id: 'account.profile.tabs' })}
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(data.value as ProfileTab)}
      >
        {TABS.map((value) => (
          <Tab key={value} value={value}>
            {intl.formatMessage({ id: TAB_LABELS[value] })}
          </Tab>
        ))}
      </ScrollingTabList>
      <div role="tabpanel" aria-label={intl.formatMessage({ id: TAB_LABELS[tab] })}>
        {!detail ? (
          profile.isError ? (
            <Banner intent="error">{intl.formatMessage({ id: 'account.profile.loadFailed' })}</Banner>
          ) : (
            <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
          )
        ) : tab === 'personal' ? (
          <PersonalInfo profile={detail} />
        ) : tab === 'settings' ? (
          <Settings profile={detail} />
        ) : (
          <AccountInfo profile={detail} />
        )}
      </div>
    </section>
  );
}
