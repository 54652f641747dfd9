import { DrawerBody, OverlayDrawer } from '@fluentui/react-drawer';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SheetHeader } from '../../ui/SheetHeader';
import { token } from '../../ui/theme';
import { LanguageMenu } from './LanguageMenu';
import { Sidebar } from './Sidebar';
import { ThemeToggle } from './ThemeToggle';

const Preferences = styled.div`
  display: flex;
  gap: ${token('spacingHorizontalS')};
  padding: ${token('spacingVerticalM')} ${token('spacingHorizontalS')};
  border-top: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
`;

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The sidebar as a drawer on phones, with the language picker and theme toggle. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const intl = useIntl();
  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => !data.open && onClose()} position="start">
      <SheetHeader
        title={intl.formatMessage({ id: 'shell.drawerTitle' })}
        closeLabel={intl.formatMessage({ id: 'shell.closeMenu' })}
        onClose={onClose}
      />
      <DrawerBody>
        <Sidebar collapsed={false} />
        <Preferences>
          <LanguageMenu />
          <ThemeToggle />
        </Preferences>
      </DrawerBody>
    </OverlayDrawer>
  );
}
