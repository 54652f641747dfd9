// USS extra images (seed 001 §4): spends one of the caller's daily allowance; off when the allowance is
// missing or spent. The call takes about 30 s, so the wait shows a progress bar and the seconds passed.
import { Button } from '@fluentui/react-button';
import { ImageAdd20Regular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isApiError } from '../../../../api/client';
import { fetchUssImages } from '../../../../api/lot-detail';
import { ProgressBarOnDemand } from '../../../../ui/ProgressBarOnDemand';
import { token } from '../../../../ui/theme';

const Box = styled.div`
  display: grid;
  gap: ${token('spacingVerticalXS')};
`;

const Note = styled.span<{ $error?: boolean }>`
  font-size: ${token('fontSizeBase200')};
  color: ${({ $error, theme }) => ($error ? theme.tokens.colorPaletteRedForeground1 : theme.tokens.colorNeutralForeground2)};
`;

/** Seconds since `running` turned on; 0 while off. */
function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    setSeconds(0);
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return running ? seconds : 0;
}

interface ExtraImagesProps {
  lotId: string;
  /** the caller's allowance left today; undefined when the server gave none */
  initialLimit: number | undefined;
  onImages(images: string[]): void;
}

export function ExtraImages({ lotId, initialLimit, onImages }: ExtraImagesProps) {
  const intl = useIntl();
  const [limit, setLimit] = useState(initialLimit);
  const load = useMutation({
    mutationFn: () => fetchUssImages(lotId),
    onSuccess: ({ auctionLotDetail }) => {
      setLimit(auctionLotDetail.carCommonDetail.ussLimit);
      onImages(auctionLotDetail.images);
    },
    // 429: today's allowance was spent elsewhere meanwhile
    onError: (error) => isApiError(error, 429) && setLimit(0),
  });
  const seconds = useElapsedSeconds(load.isPending);
  const found = load.data?.auctionLotDetail.images.length;

  return (
    <Box>
      <div>
        <Button icon={<ImageAdd20Regular />} disabled={!limit || load.isPending} onClick={() => load.mutate()}>
          {intl.formatMessage({ id: 'lotDetail.extraImages.load' }, { limit: limit ?? 0 })}
        </Button>
      </div>
      {load.isPending && (
        <>
          <ProgressBarOnDemand aria-label={intl.formatMessage({ id: 'lotDetail.extraImages.loadingLabel' })} />
          <Note role="status">{intl.formatMessage({ id: 'lotDetail.extraImages.loading' }, { seconds })}</Note>
        </>
      )}
      {found === 0 && <Note role="status">{intl.formatMessage({ id: 'lotDetail.extraImages.empty' })}</Note>}
      {found !== undefined && found > 0 && (
        <Note role="status">{intl.formatMessage({ id: 'lotDetail.extraImages.added' }, { count: found })}</Note>
      )}
      {load.isError && (
        <Note $error role="alert">
          {intl.formatMessage({ id: isApiError(load.error, 429) ? 'lotDetail.extraImages.limitReached' : 'lotDetail.extraImages.failed' })}
        </Note>
      )}
    </Box>
  );
}
