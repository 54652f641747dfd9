// The profile menu's Fluent menu, loaded when the user first opens it (ProfileMenu).
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { Person20Regular, SignOut20Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';

export default function ProfileMenuList({ trigger, onLogout }: { trigger: ReactElement; onLogout(): void }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<Person20Regular />} onClick={() => navigate('/profile')}>
            {intl.formatMessage({ id: 'shell.menu.profile' })}
          </MenuItem>
          <MenuItem icon={<SignOut20Regular />} onClick={onLogout}>
            {intl.formatMessage({ id: 'shell.logout' })}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
