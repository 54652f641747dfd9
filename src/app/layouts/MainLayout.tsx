import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { preferences } from '../../stores/preferences';
import { PHONE_QUERY, WIDER_THAN_PHONE_QUERY } from '../../ui/breakpoints';
import { useCompanyConfig } from '../../ui/company-config';
import { useFirstScreenShown } from '../../ui/first-screen';
import { lazyFor } from '../../ui/lazy-for';
import { HEADER_HEIGHT_PX } from '../../ui/shell-metrics';
import { token } from '../../ui/theme';
import { useMediaQuery } from '../../ui/use-media-query';
import { CompanyLinks } from '../shell/CompanyLinks';
import { Header } from '../shell/Header';

// Only phones load the drawer (and Fluent's dialog under it), on the first tap of the menu button:
// its files would otherwise queue before the page's first photos.
const MobileMenu = lazy(() => import('../shell/MobileMenu').then((m) => ({ default: m.MobileMenu })));
// The sidebar and its icons likewise load only on wider screens (the build preloads them there).
const DesktopSidebar = lazyFor(WIDER_THAN_PHONE_QUERY, () => import('../shell/DesktopSidebar').then((m) => m.DesktopSidebar));
// Toasts, sounds and the bid chat panel load after the shell (Fluent's toaster is not needed to paint).
const NotificationHost = lazy(() => import('../../features/notifications/NotificationHost'));
const BidChatPanel = lazy(() => import('../../features/bids/chat/BidChatPanel').then((m) => ({ default: m.BidChatPanel })));

const SIDEBAR_WIDTH = { open: 240, collapsed: 64 };

const Body = styled.div`
  display: flex;
  min-height: calc(100vh - ${HEADER_HEIGHT_PX}px);
`;

const Aside = styled.aside<{ $collapsed: boolean }>`
  position: sticky;
  top: ${HEADER_HEIGHT_PX}px;
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  width: ${({ $collapsed }) => ($collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.open)}px;
  height: calc(100vh - ${HEADER_HEIGHT_PX}px);
  overflow-y: auto;
  background: ${token('colorNeutralBackground1')};
  border-right: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  box-sizing: border-box;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  background: ${token('colorNeutralBackground2')};
`;

// At least a screen high: the footer starts below the first screen, so a page whose content arrives
// late does not push it down in view (a layout shift)
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - ${HEADER_HEIGHT_PX}px);
  box-sizing: border-box;
  padding: ${token('spacingVerticalXL')} ${token('spacingHorizontalXXL')};
  ${({ theme }) => theme.media.below('tablet')} {
    padding: ${token('spacingVerticalL')} ${token('spacingHorizontalM')};
  }
`;

const Footer = styled.footer`
  padding: ${token('spacingVerticalM')} ${token('spacingHorizontalXXL')};
  border-top: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  &:empty {
    display: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${token('spacingHorizontalS')};
    top: ${token('spacingVerticalS')};
    z-index: 100;
    padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
    background: ${token('colorNeutralBackground1')};
    color: ${token('colorBrandForegroundLink')};
  }
`;

/** Header, sidebar (a drawer on phones), the page, and the company's footer links. */
export default function MainLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { footerLinks } = useCompanyConfig();
  const phone = useMediaQuery(PHONE_QUERY);
  const collapsed = useSnapshot(preferences).sidebarCollapsed;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // mounted from the first opening on, so it can animate closed
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [path] = useLocation();
  // with the live-updates socket (src/app/use-session-bootstrap.ts): after the page's first screen
  const firstScreenShown = useFirstScreenShown();

  useEffect(() => setDrawerOpen(false), [path]);

  return (
    <>
      <SkipLink href="#main">{intl.formatMessage({ id: 'shell.skipToContent' })}</SkipLink>
      <Header
        phone={phone}
        onOpenMenu={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      />
      <Body>
        {phone ? (
          drawerUsed && (
            <Suspense fallback={null}>
              <MobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} />
            </Suspense>
          )
        ) : (
          <Aside $collapsed={collapsed}>
            <Suspense fallback={null}>
              <DesktopSidebar collapsed={collapsed} />
            </Suspense>
          </Aside>
        )}
        <Column>
          <Main id="main" tabIndex={-1}>
            {children}
          </Main>
          <Footer>
            <CompanyLinks links={footerLinks} label="shell.footerLinks" />
          </Footer>
        </Column>
      </Body>
      {firstScreenShown && (
        <Suspense fallback={null}>
          <NotificationHost chatPanel={<BidChatPanel />} />
        </Suspense>
      )}
    </>
  );
}
