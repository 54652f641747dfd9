// The bid manager's bulk status change (issue #20 item 5): a menu of the statuses a manager sets,
// planned for the picked rows by one row's rules (batch-plan.ts), confirmed once for the batch with
// bidChangeConfirmation, sent row by row with the progress shown (bulk-status-actions.ts), then its
// outcome with Undo.
import { Button } from '@fluentui/react-button';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { BidRow } from '../../../../schemas/api/bids';
import { useProfile } from '../../../api/session';
import { PopupOnDemand } from '../../../ui/PopupOnDemand';
import { batchHistory, bidEditOf } from '../row/bid-edit-store';
import { loadConfirmDialog } from '../row/ConfirmDialog';
import { planBatch, type BatchPlan } from './batch-plan';
import { applyBatch, undoLastBatch, type BatchOutcome, type BatchProgress } from './bulk-status-actions';
import { BulkStatusDialog } from './BulkStatusDialog';

// Fluent's menu loads when the manager first reaches for it, not with the bid manager; the
// confirmation's and the outcome's code (Fluent's message bar) come with it, so a status picked under a
// slow network or a busy machine is confirmed, and its outcome shown, at once, not after a wait with
// nothing on screen
const loadBatchOutcomeBar = () => import('./BatchOutcomeBar').then((module) => ({ default: module.BatchOutcomeBar }));
const BatchOutcomeBar = lazy(loadBatchOutcomeBar);
const loadBulkStatusMenu = () => {
  void loadConfirmDialog();
  void loadBatchOutcomeBar();
  return import('./BulkStatusMenu');
};
const BulkStatusMenu = lazy(loadBulkStatusMenu);

interface Numbered<T> {
  /** a new one each time: the dialog starts at its first step, the outcome is announced again */
  id: number;
  value: T;
}

export function BulkStatusActions({ selected }: { selected: readonly BidRow[] }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const permission = useProfile()?.permission;
  const history = useSnapshot(batchHistory);
  const [plan, setPlan] = useState<Numbered<BatchPlan> | null>(null);
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Numbered<BatchOutcome> | null>(null);

  const run = async (work: (onProgress: BatchProgress) => Promise<BatchOutcome | undefined>) => {
    setProgress({ done: 0, total: 0 });
    try {
      const result = await work((done, total) => setProgress({ done, total }));
      if (result) setOutcome((last) => ({ id: (last?.id ?? 0) + 1, value: result }));
    } finally {
      setProgress(null);
    }
  };
  const apply = (batch: BatchPlan) => {
    setOpen(false);
    void run((onProgress) => applyBatch(batch, queryClient, onProgress));
  };
  const choose = (status: number) => {
    const next = planBatch(selected, status, (bid) => bidEditOf(bid).bidStatus, new Date(), {
      bidChangeConfirmation: permission?.bidChangeConfirmation === true,
      lastHourBidWarning: permission?.lastHourBidWarning === true,
    });
    if (next.steps.length === 0) {
      apply(next);
      return;
    }
    setPlan((last) => ({ id: (last?.id ?? 0) + 1, value: next }));
    setOpen(true);
  };
  const running = progress !== null;

  return (
    <>
      <PopupOnDemand
        popup="menu"
        preload={loadBulkStatusMenu}
        trigger={
          <Button size="small" disabled={selected.length === 0 || running}>
            {intl.formatMessage({ id: 'bidBulk.change' })}
          </Button>
        }
        render={(trigger) => <BulkStatusMenu trigger={trigger} onChoose={choose} />}
      />
      {running && <span role="status">{intl.formatMessage({ id: 'bidBulk.running' }, progress)}</span>}
      {plan && (
        <BulkStatusDialog
          key={`plan-${plan.id}`}
          plan={plan.value}
          open={open}
          onConfirm={() => apply(plan.value)}
          onCancel={() => setOpen(false)}
        />
      )}
      {outcome && (
        <Suspense fallback={null}>
          <BatchOutcomeBar
            key={`outcome-${outcome.id}`}
            outcome={outcome.value}
            onUndo={
              history.entries.length > 0 && !running ? () => void run((onProgress) => undoLastBatch(queryClient, onProgress)) : undefined
            }
          />
        </Suspense>
      )}
    </>
  );
}
