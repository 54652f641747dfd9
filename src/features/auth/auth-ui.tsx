// Pieces the account pages share: the page title, a result panel (heading, text, one link), a
// failure banner and text links.
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import { Body1 } from '@fluentui/react-text';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { pageTitleId } from '../../i18n/messages';
import { PageHeading } from '../../ui/PageHeading';
import { token } from '../../ui/theme';
import { useDocumentTitle } from '../../ui/use-document-title';

export const Stack = styled.div`
  display: grid;
  gap: ${token('spacingVerticalL')};
`;

const TextLink = styled.a`
  color: ${token('colorBrandForegroundLink')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  &:hover {
    color: ${token('colorBrandForegroundLinkHover')};
  }
`;

/** A link inside the app. */
export function AppLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} asChild>
      <TextLink>{children}</TextLink>
    </Link>
  );
}

/** The page's h1 and tab title. */
export function AuthPageTitle({ pageId }: { pageId: string }) {
  const title = useIntl().formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  return <PageHeading>{title}</PageHeading>;
}

const PanelHeading = styled.h2`
  margin: 0;
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase500')};
  font-weight: ${token('fontWeightSemibold')};
`;

/** The outcome of a step: success or failure, what it means, and where to go next. */
export function ResultPanel({ intent, title, text, link }: { intent: 'success' | 'error'; title: string; text?: string; link: ReactNode }) {
  return (
    <Stack role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBar intent={intent}>
        <MessageBarBody>
          <PanelHeading>{title}</PanelHeading>
        </MessageBarBody>
      </MessageBar>
      {text && <Body1 as="p">{text}</Body1>}
      {link}
    </Stack>
  );
}

/** A red banner with a failure. */
export function FailureBanner({ children }: { children: ReactNode }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}

export function Checking({ label }: { label: string }) {
  return <Spinner label={label} />;
}
