import { Button } from '@fluentui/react-button';
import { Navigation24Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { BELOW_LAPTOP_QUERY } from '../../ui/breakpoints';
import { useCompanyConfig } from '../../ui/company-config';
import { RESTORE_FOCUS_TARGET } from '../../ui/restore-focus';
import { HEADER_HEIGHT_PX } from '../../ui/shell-metrics';
import { token } from '../../ui/theme';
import { useMediaQuery } from '../../ui/use-media-query';
import { CompanyLinks } from './CompanyLinks';
import { CompareLink } from './CompareLink';
import { LanguageMenu } from './LanguageMenu';
import { LiveStatus } from './LiveStatus';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { ThemeToggle } from './ThemeToggle';
import { TokyoClock } from './TokyoClock';

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${token('spacingHorizontalM')};
  height: ${HEADER_HEIGHT_PX}px;
  padding: 0 ${token('spacingHorizontalL')};
  background: ${token('colorNeutralBackground1')};
  border-bottom: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  box-sizing: border-box;
`;

export const Spacer = styled.div`
  flex: 1;
`;

/** The company links keep their width (one line): the user's name gives way first, to an ellipsis. */
const Links = styled.div`
  flex-shrink: 0;
`;

interface HeaderProps {
  phone: boolean;
  onOpenMenu: () => void;
}

/**
 * The main shell's header. On phones the language picker and theme toggle move into the menu
 * drawer, the header keeping the burger, logo, a compact clock and the profile menu. On tablets the
 * clock is compact too, so the company links and the user's name keep to one line.
 */
export function Header({ phone, onOpenMenu }: HeaderProps) {
  const intl = useIntl();
  const { headerLinks } = useCompanyConfig();
  const belowLaptop = useMediaQuery(BELOW_LAPTOP_QUERY);
  return (
    <HeaderBar>
      {phone && (
        <Button
          appearance="subtle"
          icon={<Navigation24Regular />}
          aria-label={intl.formatMessage({ id: 'shell.openMenu' })}
          onClick={onOpenMenu}
          {...RESTORE_FOCUS_TARGET}
        />
      )}
      <Logo compact={phone} />
      {!phone && (
        <Links>
          <CompanyLinks links={headerLinks} label="shell.companyLinks" />
        </Links>
      )}
      <Spacer />
      <TokyoClock compact={phone || belowLaptop} />
      {!phone && <LanguageMenu />}
      {!phone && <ThemeToggle />}
      <CompareLink />
      <LiveStatus />
      <ProfileMenu compact={phone} />
    </HeaderBar>
  );
}
