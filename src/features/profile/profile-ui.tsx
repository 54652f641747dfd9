// Pieces the profile pages share: the page title, the section box, banners.
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pageTitleId } from '../../i18n/messages';
import { PageHeading } from '../../ui/PageHeading';
import { token } from '../../ui/theme';
import { useDocumentTitle } from '../../ui/use-document-title';

export function ProfilePageTitle({ pageId }: { pageId: string }) {
  const title = useIntl().formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  return <PageHeading>{title}</PageHeading>;
}

export const Section = styled.div`
  display: grid;
  gap: ${token('spacingVerticalL')};
  max-width: 640px;
  padding-top: ${token('spacingVerticalL')};
`;

export function Banner({ intent, children }: { intent: 'success' | 'error'; children: ReactNode }) {
  return (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
