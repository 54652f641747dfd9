// The bid manager's bulk status change (issue #20 item 5): a menu of the statuses a manager sets,
// planned for the picked rows by one row's rules (batch-plan.ts), confirmed once for the batch with
// bidChangeConfirmation, sent row by row with the progress shown (bulk-status-actions.ts), then its
// outcome with Undo.
import { Button } from '@fluentui/react-button';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { BidRow } from '../../../../schemas/api/bids';
import { useProfile } from '../../../api/session';
import { bidStatusMessageId, MANAGED_STATUSES } from '../../../ui/bid-status';
import { batchHistory, bidEditOf } from '../row/bid-edit-store';
import { loadConfirmDialog } from '../row/ConfirmDialog';
import { planBatch, type BatchPlan } from './batch-plan';
import { BatchOutcomeBar } from './BatchOutcomeBar';
import { applyBatch, undoLastBatch, type BatchOutcome, type BatchProgress } from './bulk-status-actions';
import { BulkStatusDialog } from './BulkStatusDialog';

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
  const statusName = (status: number) => intl.formatMessage({ id: bidStatusMessageId(status, 'manager')! });

  return (
    <>
      {/* the confirmation's code loads while the user picks a status: a status picked under a slow network
          or a busy machine is confirmed at once, not after a wait with nothing on screen */}
      <Menu
        onOpenChange={(_event, { open: menuOpen }) => {
          if (menuOpen) void loadConfirmDialog();
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <Button size="small" disabled={selected.length === 0 || running}>
            {intl.formatMessage({ id: 'bidBulk.change' })}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {MANAGED_STATUSES.map((status) => (
              <MenuItem key={status} onClick={() => choose(status)}>
                {statusName(status)}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
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
        <BatchOutcomeBar
          key={`outcome-${outcome.id}`}
          outcome={outcome.value}
          onUndo={
            history.entries.length > 0 && !running ? () => void run((onProgress) => undoLastBatch(queryClient, onProgress)) : undefined
          }
        />
      )}
    </>
  );
}
