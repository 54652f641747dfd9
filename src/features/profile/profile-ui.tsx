// Pieces the profile pages share: the page title, a definition list of values, banners.
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

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: ${token('spacingVerticalS')} ${token('spacingHorizontalL')};
  margin: 0;
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  dt {
    color: ${token('colorNeutralForeground3')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.below('tablet')} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${token('spacingVerticalS')};
    }
  }
`;

const Row = styled.div`
  display: contents;
`;

export interface ValueRow {
  label: string;
  value: ReactNode;
}

/** Labelled values, two columns on wide screens and one on phones. */
export function ValueList({ rows }: { rows: readonly ValueRow[] }) {
  return (
    <List>
      {rows.map((row) => (
        <Row key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </Row>
      ))}
    </List>
  );
}

export function Banner({ intent, children }: { intent: 'success' | 'error'; children: ReactNode }) {
  return (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
