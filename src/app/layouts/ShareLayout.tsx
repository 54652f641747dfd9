import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../../ui/theme';
import { PHONE_QUERY } from '../../ui/breakpoints';
import { HEADER_HEIGHT_PX } from '../../ui/shell-metrics';
import { useMediaQuery } from '../../ui/use-media-query';
import { HeaderBar, Spacer } from '../shell/Header';
import { LanguageMenu } from '../shell/LanguageMenu';
import { Logo } from '../shell/Logo';
import { ThemeToggle } from '../shell/ThemeToggle';

const Main = styled.main`
  min-height: calc(100vh - ${HEADER_HEIGHT_PX}px);
  padding: ${token('spacingVerticalXL')} ${token('spacingHorizontalXXL')};
  background: ${token('colorNeutralBackground2')};
  box-sizing: border-box;
  ${({ theme }) => theme.media.below('tablet')} {
    padding: ${token('spacingVerticalL')} ${token('spacingHorizontalM')};
  }
`;

/** Shared lot pages, open to anyone: a minimal header; the page sets its own title (the car's name). */
export default function ShareLayout({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <>
      <HeaderBar>
        <Logo compact={phone} />
        <Spacer />
        <LanguageMenu />
        <ThemeToggle />
      </HeaderBar>
      <Main id="main">{children}</Main>
    </>
  );
}
