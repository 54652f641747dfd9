import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { SessionStatus, sessionStore } from '../stores/session';
import { PageHeading } from '../ui/PageHeading';
import { FullPageSpinner } from '../ui/Spinners';
import { token } from '../ui/theme';
import { useDocumentTitle } from '../ui/use-document-title';
import { Layouts } from './layouts';
import { useRequestedTexts } from './LocaleProvider';
import { TextsLoadError } from './TextsLoadError';
import { DEFAULT_AFTER_LOGIN } from '../../shared/routes/route-table';
import { layoutTextAreas } from '../../shared/texts/text-areas';

const Content = styled.section`
  display: grid;
  justify-items: start;
  gap: ${token('spacingVerticalM')};
`;

function NotFoundContent() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pages.not-found.title' });
  useDocumentTitle(title);
  return (
    <Content>
      <PageHeading>{title}</PageHeading>
      <Body1 as="p">{intl.formatMessage({ id: 'pages.not-found.description' })}</Body1>
      <Link href={DEFAULT_AFTER_LOGIN} asChild>
        <Button as="a" appearance="primary">
          {intl.formatMessage({ id: 'pages.not-found.link' })}
        </Button>
      </Link>
    </Content>
  );
}

/** Unknown routes (seed 000 §2): inside the shell for a signed-in user, else in the auth card. */
export function NotFoundPage() {
  const { status } = useSnapshot(sessionStore);
  const layout = status === SessionStatus.authenticated ? 'main' : 'auth';
  // the signed-in shell's own texts are not in the core
  const { texts, waits } = useRequestedTexts(layoutTextAreas(layout));
  if (status !== SessionStatus.authenticated && status !== SessionStatus.anonymous) return <FullPageSpinner />;
  if (waits) return texts.failed ? <TextsLoadError onRetry={texts.retry} /> : <FullPageSpinner />;
  const Layout = Layouts[layout].Component;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Layout>
        <NotFoundContent />
      </Layout>
    </Suspense>
  );
}
