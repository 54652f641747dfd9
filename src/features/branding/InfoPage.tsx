// Company information pages: about, how to buy, make an order, GO-NET (seed 000 §2). Their texts come
// from the brand's content files (config/content/<folder>/<page>.json), in the interface language.
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { contentPageQuery } from '../../api/content';
import type { Locale } from '../../i18n/locales';
import { pageTitleId } from '../../i18n/messages';
import { LoadError } from '../../ui/LoadError';
import type { PageProps } from '../../ui/page-props';
import { PageHeading } from '../../ui/PageHeading';
import { PageSpinner } from '../../ui/Spinners';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ContentBlocks } from './ContentBlocks';

export default function InfoPage({ pageId }: PageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  const query = useQuery(contentPageQuery(pageId));
  return (
    <article>
      <PageHeading>{title}</PageHeading>
      {query.data ? (
        <ContentBlocks blocks={query.data[intl.locale as Locale] ?? query.data.en} />
      ) : query.isError ? (
        <LoadError message="info.loadFailed" onRetry={() => void query.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </article>
  );
}
