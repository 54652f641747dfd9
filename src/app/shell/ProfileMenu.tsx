import { MenuButton } from '@fluentui/react-button';
import { Person20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useProfile } from '../../api/session';
import { PopupOnDemand } from '../../ui/PopupOnDemand';
import { FailureAlertAnchor } from './FailureAlertAnchor';
import { useSignOut } from './use-sign-out';

// Fluent's menu loads when the user first reaches for the button, not with every signed-in page
const loadProfileMenuList = () => import('./ProfileMenuList');
const ProfileMenuList = lazy(loadProfileMenuList);

/** A long name ends in an ellipsis on one line: wrapped, it made the header's row two lines tall. */
const Name = styled.span`
  max-width: 180px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The user's name with Profile and Logout; on phones only the icon. The button's name holds the
 * visible name, as speech input expects. A logout that did not go through says so: the user must not
 * walk away from a shared computer believing they are signed out. */
export function ProfileMenu({ compact }: { compact: boolean }) {
  const intl = useIntl();
  const profile = useProfile();
  const signOut = useSignOut();
  return (
    <FailureAlertAnchor failed={signOut.isError} messageId="shell.logoutFailed" onExpire={signOut.reset}>
      <PopupOnDemand
        popup="menu"
        preload={loadProfileMenuList}
        trigger={
          <MenuButton
            appearance="subtle"
            icon={<Person20Regular />}
            aria-label={
              compact || !profile
                ? intl.formatMessage({ id: 'shell.profileMenu' })
                : intl.formatMessage({ id: 'shell.profileMenuOf' }, { name: profile.detail.fullName })
            }
            disabled={signOut.isPending}
          >
            {compact || !profile ? null : <Name title={profile.detail.fullName}>{profile.detail.fullName}</Name>}
          </MenuButton>
        }
        render={(trigger) => <ProfileMenuList trigger={trigger} onLogout={() => signOut.mutate()} />}
      />
    </FailureAlertAnchor>
  );
}
