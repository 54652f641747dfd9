// Opened from the unsubscribe link of a saved-search digest mail: sends its token at once (one click,
// no login needed), then says that every alert is off, or that the link is not valid.
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { isApiError } from '../../api/client';
import { unsubscribeAlerts } from '../../api/saved-searches';
import type { PageProps } from '../../ui/page-props';
import { AppLink, AuthPageTitle, Checking, ResultPanel, Stack } from '../../ui/result-pages';

type Text = 'checking' | 'successTitle' | 'successText' | 'invalidTitle' | 'invalidText' | 'failedTitle' | 'failedText' | 'toPortal';

export default function UnsubscribeAlertsPage({ pageId }: PageProps) {
  const intl = useIntl();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  // a query, not an effect: the token is posted once even when React mounts twice
  const unsubscribing = useQuery({
    queryKey: ['alerts', 'unsubscribe', token],
    queryFn: () => unsubscribeAlerts(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const text = (id: Text) => intl.formatMessage({ id: `alerts.unsubscribe.${id}` });
  const toPortal = <AppLink href="/car-auctions">{text('toPortal')}</AppLink>;

  const outcome = () => {
    if (token === '' || isApiError(unsubscribing.error, 404))
      return <ResultPanel intent="error" title={text('invalidTitle')} text={text('invalidText')} link={toPortal} />;
    if (unsubscribing.isError) return <ResultPanel intent="error" title={text('failedTitle')} text={text('failedText')} link={toPortal} />;
    if (unsubscribing.isSuccess)
      return <ResultPanel intent="success" title={text('successTitle')} text={text('successText')} link={toPortal} />;
    return <Checking label={text('checking')} />;
  };

  return (
    <Stack>
      <AuthPageTitle pageId={pageId} />
      {outcome()}
    </Stack>
  );
}
