// What a bulk status change or its undo came to: how many bids changed of those sent, each refusal by
// lot with its reason (the API's messageCode in the user's words, else the generic text), the rows
// left out, and Undo while a batch can be taken back. Shown anew (and announced) for each outcome.
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody, type MessageBarIntent } from '@fluentui/react-message-bar';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { bidStatusMessageId } from '../../../ui/bid-status';
import { token } from '../../../ui/theme';
import type { BatchOutcome } from './bulk-status-actions';
import { LeftOutNotes } from './LeftOutNotes';

const Wide = styled.div`
  flex-basis: 100%;
`;

const Lines = styled.div`
  display: grid;
  gap: ${token('spacingVerticalXXS')};
  padding-block: ${token('spacingVerticalXS')};
  & p,
  & ul {
    margin: 0;
  }
`;

function reasonText(intl: IntlShape, code: string | undefined): string {
  const id = `bidBulk.reason.${code ?? ''}` as MessageId;
  return code && intl.messages[id] !== undefined ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'errors.notChanged' });
}

function intentOf(outcome: BatchOutcome): MessageBarIntent {
  if (outcome.failed.length > 0 || outcome.interrupted) return outcome.changed > 0 ? 'warning' : 'error';
  return outcome.changed > 0 ? 'success' : 'info';
}

function headline(intl: IntlShape, outcome: BatchOutcome): string {
  if (outcome.sent === 0) return intl.formatMessage({ id: 'bidBulk.outcome.nothing' });
  const values = { changed: outcome.changed, sent: outcome.sent };
  if (outcome.action === 'undo') return intl.formatMessage({ id: 'bidBulk.outcome.undone' }, values);
  return intl.formatMessage(
    { id: 'bidBulk.outcome.changed' },
    { ...values, status: intl.formatMessage({ id: bidStatusMessageId(outcome.status, 'manager')! }) },
  );
}

interface BatchOutcomeBarProps {
  outcome: BatchOutcome;
  /** Undo: shown while the history holds a batch */
  onUndo: (() => void) | undefined;
}

export function BatchOutcomeBar({ outcome, onUndo }: BatchOutcomeBarProps) {
  const intl = useIntl();
  return (
    <Wide>
      <MessageBar intent={intentOf(outcome)} layout="multiline">
        <MessageBarBody>
          <Lines>
            <p>{headline(intl, outcome)}</p>
            {outcome.failed.length > 0 && (
              <>
                <p>{intl.formatMessage({ id: 'bidBulk.outcome.failed' }, { count: outcome.failed.length })}</p>
                <ul>
                  {outcome.failed.map(({ bid, code }) => (
                    <li key={bid.bidId}>
                      {intl.formatMessage({ id: 'bidBulk.outcome.failure' }, { lotNo: bid.lotNo, reason: reasonText(intl, code) })}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <LeftOutNotes archived={outcome.archived} unchanged={outcome.unchanged} movedSince={outcome.movedSince} />
            {outcome.interrupted && <p>{intl.formatMessage({ id: 'bidBulk.outcome.interrupted' })}</p>}
          </Lines>
        </MessageBarBody>
        {onUndo && (
          <MessageBarActions>
            <Button size="small" onClick={onUndo}>
              {intl.formatMessage({ id: 'bidBulk.undo' })}
            </Button>
          </MessageBarActions>
        )}
      </MessageBar>
    </Wide>
  );
}
