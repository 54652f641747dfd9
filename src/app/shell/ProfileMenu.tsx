import { MenuButton } from '@fluentui/react-button';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { Person20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useProfile } from '../../api/session';
import { useSignOut } from './use-sign-out';

/** A long name ends in an ellipsis on one line: wrapped, it made the header's row two lines tall. */
const Name = styled.span`
  max-width: 180px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The user's name with Profile and Logout; on phones only the icon. The button's name holds the
 * visible name, as speech input expects. */
export function ProfileMenu({ compact }: { compact: boolean }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const profile = useProfile();
  const signOut = useSignOut();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
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
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<Person20Regular />} onClick={() => navigate('/profile')}>
            {intl.formatMessage({ id: 'shell.menu.profile' })}
          </MenuItem>
          <MenuItem icon={<SignOut20Regular />} onClick={() => signOut.mutate()}>
            {intl.formatMessage({ id: 'shell.logout' })}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
