// The detail page's loading, missing-lot and failure states (seed 001 §8: a missing lot offers the way
// back to the listing). Share pages use them too.
import { Button } from '@fluentui/react-button';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { Skeleton, SkeletonItem } from '@fluentui/react-skeleton';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { LoadError } from '../../ui/LoadError';
import { token } from '../../ui/theme';

const Placeholder = styled(Skeleton)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(240px, 380px);
  gap: ${token('spacingHorizontalXL')};
  ${({ theme }) => theme.media.below('tablet')} {
    grid-template-columns: 1fr;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${token('spacingVerticalM')};
  align-content: start;
`;

const Photo = styled(SkeletonItem)`
  && {
    aspect-ratio: 4 / 3;
    height: auto;
  }
`;

const Box = styled.section`
  display: grid;
  justify-items: start;
  gap: ${token('spacingVerticalM')};
  padding: ${token('spacingVerticalXXL')} ${token('spacingHorizontalL')};
  background: ${token('colorNeutralBackground1')};
  border-radius: ${token('borderRadiusLarge')};
  p {
    margin: 0;
  }
`;

export function DetailSkeleton() {
  const intl = useIntl();
  return (
    <Placeholder aria-busy="true" aria-label={intl.formatMessage({ id: 'lotDetail.loading' })}>
      <Stack>
        <Photo />
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
      </Stack>
      <Stack>
        <SkeletonItem size={32} />
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
        <SkeletonItem size={48} />
      </Stack>
    </Placeholder>
  );
}

/** The lot does not exist (or is gone): say so and lead back to the listing of its page type. */
export function LotMissing({ listingRoute }: { listingRoute: string }) {
  const intl = useIntl();
  return (
    <Box>
      <p>{intl.formatMessage({ id: 'lotDetail.notFound' })}</p>
      <Link href={listingRoute} asChild>
        <Button as="a" appearance="primary" icon={<ArrowLeft20Regular />}>
          {intl.formatMessage({ id: 'lotDetail.backToListing' })}
        </Button>
      </Link>
    </Box>
  );
}

export function LotFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Box>
      <LoadError message="lotDetail.failed" onRetry={onRetry} />
    </Box>
  );
}
