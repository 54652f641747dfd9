// The CSV export of a list (issue #20): a button, then while it runs a progress bar with the rows
// written so far (of the total, when known) and a cancel button; the outcome stays announced until
// the next export. Listings and table pages show it with their list call; a selection passes its ids.
import { Button } from '@fluentui/react-button';
import { ArrowDownload20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { japanDate } from '../../../shared/japan-time';
import type { ListExportRequest } from '../../api/list-export';
import { ProgressBarOnDemand } from '../../ui/ProgressBarOnDemand';
import { token } from '../../ui/theme';
import { groupDigits } from '../views/format';
import { useCsvExport, type CsvExportState } from './use-csv-export';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
`;

const Progress = styled.div`
  display: grid;
  gap: ${token('spacingVerticalXXS')};
  min-width: 160px;
`;

const Note = styled.span<{ $error?: boolean }>`
  font-size: ${token('fontSizeBase200')};
  color: ${({ $error, theme }) => ($error ? theme.tokens.colorPaletteRedForeground1 : theme.tokens.colorNeutralForeground2)};
`;

export interface CsvExportButtonProps {
  request: ListExportRequest;
  /** the file's name before its date: the page's id */
  name: string;
  /** the button's text; 'Export CSV' by default */
  label?: string;
  disabled?: boolean;
}

function useOutcome(state: CsvExportState): { text: string; error: boolean } | null {
  const intl = useIntl();
  switch (state.step) {
    case 'done':
      return { text: intl.formatMessage({ id: 'export.done' }, { rows: groupDigits(state.rows) }), error: false };
    case 'cancelled':
      return { text: intl.formatMessage({ id: 'export.cancelled' }), error: false };
    case 'failed':
      return { text: intl.formatMessage({ id: state.busy ? 'export.busy' : 'export.failed' }), error: true };
    default:
      return null;
  }
}

export function CsvExportButton({ request, name, label, disabled = false }: CsvExportButtonProps) {
  const intl = useIntl();
  const { state, start, cancel } = useCsvExport();
  const outcome = useOutcome(state);
  const running = state.step === 'running';

  return (
    <Box>
      <Button
        icon={<ArrowDownload20Regular />}
        disabled={disabled || running}
        onClick={() => start(request, `${name}-${japanDate(new Date())}.csv`)}
      >
        {label ?? intl.formatMessage({ id: 'export.csv' })}
      </Button>
      {running && (
        <>
          <Progress>
            <ProgressBarOnDemand
              value={state.total ? Math.min(1, state.rows / state.total) : undefined}
              aria-label={intl.formatMessage({ id: 'export.progressLabel' })}
            />
            <Note role="status">
              {state.total === null
                ? intl.formatMessage({ id: 'export.starting' })
                : intl.formatMessage({ id: 'export.progress' }, { rows: groupDigits(state.rows), total: groupDigits(state.total) })}
            </Note>
          </Progress>
          <Button appearance="subtle" icon={<Dismiss20Regular />} onClick={cancel}>
            {intl.formatMessage({ id: 'export.cancel' })}
          </Button>
        </>
      )}
      {outcome && (
        <Note $error={outcome.error} role={outcome.error ? 'alert' : 'status'}>
          {outcome.text}
        </Note>
      )}
    </Box>
  );
}
