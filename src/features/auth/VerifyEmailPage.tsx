// E-mail verification (seed 000 §2): the link's token is sent once; a loader, then a success panel
// with a log-in link or a failure panel with a sign-in link (a missing token is a failure).
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { verifyEmail } from '../../api/accounts';
import type { PageProps } from '../../ui/page-props';
import { AppLink, AuthPageTitle, Checking, ResultPanel, Stack } from '../../ui/result-pages';

export default function VerifyEmailPage({ pageId }: PageProps) {
  const intl = useIntl();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  // a query, not an effect: the single-use token is posted once even when React mounts twice
  const verification = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  const failed = token === '' || verification.isError;
  return (
    <Stack>
      <AuthPageTitle pageId={pageId} />
      {failed ? (
        <ResultPanel
          intent="error"
          title={intl.formatMessage({ id: 'account.verify.failedTitle' })}
          text={intl.formatMessage({ id: 'account.verify.failedText' })}
          link={<AppLink href="/auth/login">{intl.formatMessage({ id: 'account.verify.signIn' })}</AppLink>}
        />
      ) : verification.isSuccess ? (
        <ResultPanel
          intent="success"
          title={intl.formatMessage({ id: 'account.verify.successTitle' })}
          text={intl.formatMessage({ id: 'account.verify.successText' })}
          link={<AppLink href="/auth/login">{intl.formatMessage({ id: 'account.logIn' })}</AppLink>}
        />
      ) : (
        <Checking label={intl.formatMessage({ id: 'account.verify.checking' })} />
      )}
    </Stack>
  );
}
