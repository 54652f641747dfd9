// The one confirmation of a bulk status change (batch-plan.ts), step after step: the lots each
// warning concerns, the question, and on the first step the rows left out. Confirm is blocked when no
// row would change, as a row's is when the bid already has the status.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { bidStatusMessageId } from '../../../ui/bid-status';
import { token } from '../../../ui/theme';
import { ConfirmDialog } from '../row/ConfirmDialog';
import { STATUS_MODAL_TITLE_IDS } from '../row/status-modal';
import type { BatchPlan, BatchStep } from './batch-plan';
import { LeftOutNotes } from './LeftOutNotes';

const Paragraphs = styled.div`
  display: grid;
  gap: ${token('spacingVerticalS')};
  & p {
    margin: 0;
  }
`;

const QUESTION_IDS = {
  win: 'bidBulk.modal.win',
  change: 'bidBulk.modal.change',
  anyway: 'bidBulk.modal.anyway',
} as const satisfies Record<BatchStep['question'], string>;

interface BulkStatusDialogProps {
  plan: BatchPlan;
  open: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function BulkStatusDialog({ plan, open, onConfirm, onCancel }: BulkStatusDialogProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const step = plan.steps[index]!;
  const status = intl.formatMessage({ id: bidStatusMessageId(plan.status, 'manager')! });
  const lots = (lotNos: readonly string[]) => ({ count: lotNos.length, lots: intl.formatList(lotNos) });
  const confirm = () => {
    if (index < plan.steps.length - 1) setIndex(index + 1);
    else onConfirm();
  };
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage({ id: STATUS_MODAL_TITLE_IDS[step.kind] })}
      confirmLabel={intl.formatMessage({ id: 'bidRow.statusModal.confirm' })}
      confirmDisabled={plan.rows.length === 0}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <Paragraphs>
        {step.lastHour.length > 0 && <p>{intl.formatMessage({ id: 'bidBulk.modal.lastHour' }, lots(step.lastHour))}</p>}
        {step.futureDay.length > 0 && <p>{intl.formatMessage({ id: 'bidBulk.modal.futureDay' }, lots(step.futureDay))}</p>}
        <p>{intl.formatMessage({ id: QUESTION_IDS[step.question] }, { count: plan.rows.length, status })}</p>
        {index === 0 && <LeftOutNotes archived={plan.archived.length} unchanged={plan.unchanged.length} movedSince={0} />}
      </Paragraphs>
    </ConfirmDialog>
  );
}
