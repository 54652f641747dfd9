import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../../ui/theme';
import { LanguageMenu } from '../shell/LanguageMenu';
import { Logo } from '../shell/Logo';
import { ThemeToggle } from '../shell/ThemeToggle';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${token('colorNeutralBackground2')};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${token('spacingHorizontalS')};
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
`;

const Centre = styled.main`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${token('spacingVerticalL')} ${token('spacingHorizontalM')};
`;

const Card = styled.div`
  width: 100%;
  max-width: 420px;
  padding: ${token('spacingVerticalXXL')} ${token('spacingHorizontalXXL')};
  background: ${token('colorNeutralBackground1')};
  border-radius: ${token('borderRadiusXLarge')};
  box-shadow: ${token('shadow16')};
  box-sizing: border-box;
  ${({ theme }) => theme.media.below('tablet')} {
    padding: ${token('spacingVerticalXL')} ${token('spacingHorizontalL')};
  }
`;

const LogoRow = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${token('spacingVerticalXL')};
`;

/** Login and the other account pages: a centred card with the logo. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Toolbar>
        <LanguageMenu />
        <ThemeToggle />
      </Toolbar>
      <Centre id="main">
        <Card>
          <LogoRow>
            <Logo compact={false} />
          </LogoRow>
          {children}
        </Card>
      </Centre>
    </Page>
  );
}
