import { Body1 } from '@fluentui/react-text';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageTitleId } from '../i18n/messages';
import type { PageProps } from './page-props';
import { PageHeading } from './PageHeading';
import { useDocumentTitle } from './use-document-title';

/** Stands in for a page a later release builds, and says so under the page's real title. */
export function PlaceholderPage({ pageId }: PageProps) {
  const title = useIntl().formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <Body1 as="p">
        <FormattedMessage id="common.placeholder" />
      </Body1>
    </section>
  );
}
