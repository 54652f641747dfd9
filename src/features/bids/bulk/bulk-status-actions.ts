// Bulk status changes (issue #20 item 5). Each row goes the one-row way (bid-edit-actions sendStatus:
// shown at once, sent, undone alone when refused), one after the other in the page's order: the API
// sees what a manager clicking down the rows would send, at that pace, and a refusal touches only its
// own row. A 401 stops the batch (the session-expired dialog speaks for it). The lists refetch once at
// the end. What a batch changed is one entry of the batch history: Undo sends those bids back to the
// statuses they had, skipping any whose status has moved since.
import type { QueryClient } from '@tanstack/react-query';
import type { BidRow } from '../../../../schemas/api/bids';
import { refreshBidLists } from '../../../api/bid-management';
import { sendStatus } from '../row/bid-edit-actions';
import { rememberBatch, bidEditOf, takeLastBatch } from '../row/bid-edit-store';
import type { BatchPlan } from './batch-plan';

interface BatchFailure {
  bid: BidRow;
  /** the API's messageCode, when it sent one */
  code: string | undefined;
}

export interface BatchOutcome {
  /** change: a batch was sent; undo: one was taken back */
  action: 'change' | 'undo';
  /** the status the batch set */
  status: number;
  /** rows sent, and how many of them changed */
  sent: number;
  changed: number;
  failed: readonly BatchFailure[];
  /** rows left out: archived, already in the status, or (undo) moved since the batch */
  archived: number;
  unchanged: number;
  movedSince: number;
  /** a 401 stopped the batch before its end */
  interrupted: boolean;
}

export type BatchProgress = (done: number, total: number) => void;

interface Sent {
  changed: { bid: BidRow; previous: number | null }[];
  failed: BatchFailure[];
  interrupted: boolean;
}

async function sendEach(sends: readonly { bid: BidRow; status: number }[], onProgress: BatchProgress): Promise<Sent> {
  const sent: Sent = { changed: [], failed: [], interrupted: false };
  onProgress(0, sends.length);
  for (const [index, { bid, status }] of sends.entries()) {
    const previous = bidEditOf(bid).bidStatus;
    const outcome = await sendStatus(bid, status);
    onProgress(index + 1, sends.length);
    if (outcome.kind === 'accepted') sent.changed.push({ bid, previous });
    else if (outcome.kind === 'refused') sent.failed.push({ bid, code: outcome.code });
    else {
      sent.interrupted = true;
      break;
    }
  }
  return sent;
}

const refreshAfter = (queryClient: QueryClient, sent: Sent) =>
  sent.changed.length > 0 ? refreshBidLists(queryClient, ...sent.changed.map(({ bid }) => bid.bidId)) : Promise.resolve();

export async function applyBatch(plan: BatchPlan, queryClient: QueryClient, onProgress: BatchProgress): Promise<BatchOutcome> {
  const sent = await sendEach(
    plan.rows.map((bid) => ({ bid, status: plan.status })),
    onProgress,
  );
  const undoable = sent.changed.flatMap(({ bid, previous }) => (previous === null ? [] : [{ bid, previous }]));
  if (undoable.length > 0) rememberBatch({ status: plan.status, bids: undoable });
  await refreshAfter(queryClient, sent);
  return {
    action: 'change',
    status: plan.status,
    sent: plan.rows.length,
    changed: sent.changed.length,
    failed: sent.failed,
    archived: plan.archived.length,
    unchanged: plan.unchanged.length,
    movedSince: 0,
    interrupted: sent.interrupted,
  };
}

/** Takes the newest batch back; undefined when there is none. */
export async function undoLastBatch(queryClient: QueryClient, onProgress: BatchProgress): Promise<BatchOutcome | undefined> {
  const entry = takeLastBatch();
  if (!entry) return undefined;
  const still = entry.bids.filter(({ bid }) => bidEditOf(bid).bidStatus === entry.status);
  const sent = await sendEach(
    still.map(({ bid, previous }) => ({ bid, status: previous })),
    onProgress,
  );
  await refreshAfter(queryClient, sent);
  return {
    action: 'undo',
    status: entry.status,
    sent: still.length,
    changed: sent.changed.length,
    failed: sent.failed,
    archived: 0,
    unchanged: 0,
    movedSince: entry.bids.length - still.length,
    interrupted: sent.interrupted,
  };
}
