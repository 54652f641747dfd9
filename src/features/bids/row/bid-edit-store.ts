// Per-bid local edit state (seed 000 §3 "Per-bid local edit state"), keyed by bid id: what the row
// shows while a change is on its way, the edit dialog's copies, and the undo history of optimistic
// changes (seed 000 §4 Rollback), and the history of bulk status changes, a batch an entry, that the
// bid manager's Undo takes back (issue #20 item 5). Rows read it with useSnapshot; the actions below
// change it.
import { proxy, ref } from 'valtio';
import { EDITABLE_BID_STATUSES, type BidRow } from '../../../../schemas/api/bids';
import { popUndo, pushUndo } from './undo-history';

/** The values the sold-price editor and the bid edit dialog change. */
interface BidValues {
  /** the sold price */
  amount: number | null;
  bidGroup: string | null;
  /** null while the price field is empty */
  bidAmount: number | null;
  adjustmentPrice: number;
  exportType: string | null;
}

/** What an optimistic status or sold-price change replaced. */
interface UndoEntry {
  bidStatus: number | null;
  amount: number | null;
}

export interface BidEditState {
  autoBid: boolean;
  bidStatus: number | null;
  isAllowToEdit: boolean;
  /** the bid edit dialog is open */
  isEditedNow: boolean;
  /** the row's bidDate when the dialog opened: its save is refused if the bid changed since */
  editedFrom: string | null;
  /** what a failed save sent, and on which bidDate: the next open gives it back while the bid is unchanged */
  unsaved: { values: BidValues; on: string | null } | null;
  /** the sold-price editor */
  stage: 'initial' | 'edit';
  current: BidValues;
  updated: BidValues;
  undo: UndoEntry[];
  /** requests on their way: the row does not take the list's values meanwhile */
  pending: number;
  /** the edit dialog's save is on its way: editing is blocked */
  saving: boolean;
  /** the 'succeeded' marker after a save, cleared after SUCCESS_MARKER_MS */
  succeeded: boolean;
  /** a price or adjustment update failed: the bottom error dialog is open */
  failed: boolean;
  /** the status label is highlighted for STATUS_HIGHLIGHT_MS after a change */
  highlighted: boolean;
}

/** Seed 000 §9. */
const STATUS_HIGHLIGHT_MS = 500;
const SUCCESS_MARKER_MS = 1000;

export const bidEdits = proxy<Record<number, BidEditState>>({});

const valuesOf = (bid: BidRow): BidValues => ({
  amount: bid.soldPrice,
  bidGroup: bid.bidGroup,
  bidAmount: bid.bidAmount,
  adjustmentPrice: bid.adjustmentPrice ?? 0,
  exportType: bid.exportType ?? null,
});

const editable = (status: number | null, bid: BidRow): boolean =>
  !bid.archived && status !== null && (EDITABLE_BID_STATUSES as readonly number[]).includes(status);

/**
 * The state of a row's bid, created from the row, and refreshed from it whenever nothing local is in
 * flight: after a change the list is refetched, and what the server holds wins.
 */
export function syncBidEdit(bid: BidRow): BidEditState {
  const existing = bidEdits[bid.bidId];
  if (!existing) {
    bidEdits[bid.bidId] = {
      autoBid: bid.autoBid ?? false,
      bidStatus: bid.bidStatus,
      isAllowToEdit: editable(bid.bidStatus, bid),
      isEditedNow: false,
      editedFrom: null,
      unsaved: null,
      stage: 'initial',
      current: valuesOf(bid),
      updated: valuesOf(bid),
      undo: [],
      pending: 0,
      saving: false,
      succeeded: false,
      failed: false,
      highlighted: false,
    };
    return bidEdits[bid.bidId]!;
  }
  if (existing.pending === 0 && !existing.isEditedNow && existing.stage === 'initial') {
    existing.autoBid = bid.autoBid ?? false;
    existing.bidStatus = bid.bidStatus;
    existing.isAllowToEdit = editable(bid.bidStatus, bid);
    // a new object re-renders every control of the row: only values that differ are written
    const values = valuesOf(bid);
    if (!sameValues(existing.current, values)) existing.current = values;
    if (!sameValues(existing.updated, values)) existing.updated = valuesOf(bid);
  }
  return existing;
}

const sameValues = (a: BidValues, b: BidValues): boolean =>
  (Object.keys(b) as (keyof BidValues)[]).every((key) => Object.is(a[key], b[key]));

/** The state of a bid, created from the row when it has none yet; an existing one is not refreshed from it. */
export function bidEditOf(bid: BidRow): BidEditState {
  return bidEdits[bid.bidId] ?? syncBidEdit(bid);
}

export function editStateOf(bidId: number): BidEditState {
  const state = bidEdits[bidId];
  if (!state) throw new Error(`No edit state for bid ${bidId}: syncBidEdit first`);
  return state;
}

/** Remembers the status and sold price an optimistic change is about to replace. */
export function rememberForUndo(bidId: number): void {
  const state = editStateOf(bidId);
  state.undo = pushUndo(state.undo, { bidStatus: state.bidStatus, amount: state.current.amount });
}

/** Puts back what the newest optimistic change replaced. */
export function undoLast(bidId: number, row: BidRow): void {
  const state = editStateOf(bidId);
  const { state: entry, history } = popUndo(state.undo);
  state.undo = history;
  if (!entry) return;
  state.bidStatus = entry.bidStatus;
  state.isAllowToEdit = editable(entry.bidStatus, row);
  state.current.amount = entry.amount;
  state.updated.amount = entry.amount;
}

export function showStatus(bidId: number, status: number, row: BidRow): void {
  const state = editStateOf(bidId);
  state.bidStatus = status;
  state.isAllowToEdit = editable(status, row);
  state.highlighted = true;
  setTimeout(() => {
    state.highlighted = false;
  }, STATUS_HIGHLIGHT_MS);
}

export function markSucceeded(bidId: number): void {
  const state = editStateOf(bidId);
  state.succeeded = true;
  setTimeout(() => {
    state.succeeded = false;
  }, SUCCESS_MARKER_MS);
}

/** A bulk status change: the status it set and, per bid it changed, the status it replaced. */
export interface BatchEntry {
  status: number;
  bids: readonly { bid: BidRow; previous: number }[];
}

/** The newest batch last, UNDO_DEPTH at most, as a bid's own history. */
export const batchHistory = proxy<{ entries: BatchEntry[] }>({ entries: [] });

export function rememberBatch(entry: BatchEntry): void {
  // the rows are kept as they were, not made reactive
  batchHistory.entries = pushUndo(batchHistory.entries, ref(entry));
}

/** The newest batch, taken off the history; undefined when there is none. */
export function takeLastBatch(): BatchEntry | undefined {
  const { state, history } = popUndo(batchHistory.entries);
  batchHistory.entries = history;
  return state;
}

/** Only for tests: every row starts afresh. */
export function resetBidEdits(): void {
  for (const key of Object.keys(bidEdits)) delete bidEdits[Number(key)];
  batchHistory.entries = [];
}
