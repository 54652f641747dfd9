// Photo download (seed 001 §2, §6, §7): asks {route}/download-images for the archive link, downloads it
// with a percentage and saves it. Shown to users with downloadPhotos; whether the lot offers a download
// at all (allowed, not USS, page type) is the caller's decision.
import { Button } from '@fluentui/react-button';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isApiError } from '../api/client';
import { fetchDownloadLink, type DownloadRoute } from '../api/lot-detail';
import { useProfile } from '../api/session';
import { ProgressBarOnDemand } from './ProgressBarOnDemand';
import { token } from './theme';
import { fetchWithProgress, fileNameOf, saveBlob } from '../api/download-archive';

const Box = styled.div`
  display: grid;
  gap: ${token('spacingVerticalXS')};
  /* room for the progress note, but no wider than the cell or card it sits in */
  min-width: min(200px, 100%);
`;

const Note = styled.span<{ $error?: boolean }>`
  font-size: ${token('fontSizeBase200')};
  color: ${({ $error, theme }) => ($error ? theme.tokens.colorPaletteRedForeground1 : theme.tokens.colorNeutralForeground2)};
`;

type DownloadState =
  | { step: 'idle' }
  /** percent is null while the size is unknown */
  | { step: 'loading'; percent: number | null }
  | { step: 'failed'; reason: 'noLink' | 'failed' };

/** compact: an icon button with the same accessible name, for table rows */
export function PhotoDownloadButton({ route, id, compact = false }: { route: DownloadRoute; id: string; compact?: boolean }) {
  const intl = useIntl();
  const allowed = useProfile()?.permission.downloadPhotos ?? false;
  const [state, setState] = useState<DownloadState>({ step: 'idle' });
  if (!allowed) return null;

  const download = async () => {
    setState({ step: 'loading', percent: null });
    try {
      const link = await fetchDownloadLink(route, id);
      if (!link) {
        setState({ step: 'failed', reason: 'noLink' });
        return;
      }
      const file = await fetchWithProgress(link, (percent) => setState({ step: 'loading', percent }));
      // the server's name (lot number, maker, model) before the link's, which may be a bare token
      saveBlob(file.blob, file.name ?? fileNameOf(link, `lot-${id}-photos.zip`));
      setState({ step: 'idle' });
    } catch (error) {
      // the backend answers 404 when it has no archive for the lot
      setState({ step: 'failed', reason: isApiError(error, 404) ? 'noLink' : 'failed' });
    }
  };

  const loading = state.step === 'loading';
  return (
    <Box>
      {compact ? (
        <Button
          appearance="subtle"
          size="small"
          icon={<ArrowDownload20Regular />}
          disabled={loading}
          aria-label={intl.formatMessage({ id: 'downloads.photos' })}
          title={intl.formatMessage({ id: 'downloads.photos' })}
          onClick={() => void download()}
        />
      ) : (
        <Button icon={<ArrowDownload20Regular />} disabled={loading} onClick={() => void download()}>
          {intl.formatMessage({ id: 'downloads.photos' })}
        </Button>
      )}
      {loading && (
        <>
          <ProgressBarOnDemand
            value={state.percent === null ? undefined : state.percent / 100}
            aria-label={intl.formatMessage({ id: 'downloads.progressLabel' })}
          />
          <Note role="status">
            {state.percent === null
              ? intl.formatMessage({ id: 'downloads.starting' })
              : intl.formatMessage({ id: 'downloads.percent' }, { percent: state.percent })}
          </Note>
        </>
      )}
      {state.step === 'failed' && (
        <Note $error role="alert">
          {intl.formatMessage({ id: state.reason === 'noLink' ? 'downloads.noLink' : 'downloads.failed' })}
        </Note>
      )}
    </Box>
  );
}
