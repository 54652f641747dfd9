// The changes a manager makes on a bid row (seed 000 §4): shown at once, then sent. A refused status
// or sold-price change is undone (also when a 200 answer carries an error); a refused price or
// adjustment update opens the bottom error dialog. A 401 does neither: the client has already tried
// a refresh, and the session-expired dialog speaks for it. Success refetches the bid lists.
import type { QueryClient } from '@tanstack/react-query';
import type { BidRow } from '../../../../schemas/api/bids';
import {
  refreshBidLists,
  refusedInBody,
  updateAdjustmentPrice,
  updateAutoBid,
  updateBidPrice,
  updateBidStatus,
  updateSoldPrice,
} from '../../../api/bid-management';
import { isApiError } from '../../../api/client';
import { editStateOf, markSucceeded, rememberForUndo, showStatus, undoLast } from './bid-edit-store';

/** Seed 000 §9: autobid is saved 400 ms after the last toggle. */
const AUTO_BID_DEBOUNCE_MS = 400;

const isUnauthorized = (error: unknown): boolean => isApiError(error, 401);

/**
 * What became of an optimistic change: kept; refused and undone (with the API's messageCode when it
 * sent one); or left as shown after a 401, for the session-expired dialog to speak.
 */
export type ChangeOutcome = { kind: 'accepted' } | { kind: 'refused'; code: string | undefined } | { kind: 'unauthorized' };

/** Sends an optimistic change; undoes it when the answer refuses it. */
async function sendUndoable(bid: BidRow, send: () => Promise<{ success: boolean; error?: string }>): Promise<ChangeOutcome> {
  const state = editStateOf(bid.bidId);
  state.pending += 1;
  try {
    if (!refusedInBody(await send())) return { kind: 'accepted' };
    undoLast(bid.bidId, bid);
    return { kind: 'refused', code: undefined };
  } catch (error) {
    if (isUnauthorized(error)) return { kind: 'unauthorized' };
    undoLast(bid.bidId, bid);
    return { kind: 'refused', code: isApiError(error) ? error.messageCode : undefined };
  } finally {
    state.pending -= 1;
  }
}

/** Shows the status at once and sends it; the caller refreshes the lists (after pending is back to 0, so the refetched row is taken). */
export function sendStatus(bid: BidRow, status: number): Promise<ChangeOutcome> {
  rememberForUndo(bid.bidId);
  showStatus(bid.bidId, status, bid);
  return sendUndoable(bid, () => updateBidStatus(bid.bidId, status));
}

export async function changeStatus(bid: BidRow, status: number, queryClient: QueryClient): Promise<void> {
  if ((await sendStatus(bid, status)).kind === 'accepted') await refreshBidLists(queryClient, bid.bidId);
}

export function startSoldPriceEdit(bidId: number): void {
  const state = editStateOf(bidId);
  state.updated.amount = state.current.amount;
  state.stage = 'edit';
}

export function typeSoldPrice(bidId: number, amount: number | null): void {
  editStateOf(bidId).updated.amount = amount;
}

/** Escape: the prior amount comes back. */
export function cancelSoldPriceEdit(bidId: number): void {
  const state = editStateOf(bidId);
  state.updated.amount = state.current.amount;
  state.stage = 'initial';
}

/** Enter or the tick: an unchanged or empty amount just leaves the editor. */
export async function saveSoldPrice(bid: BidRow, queryClient: QueryClient): Promise<void> {
  const state = editStateOf(bid.bidId);
  const next = state.updated.amount;
  if (next === null || next === state.current.amount) {
    cancelSoldPriceEdit(bid.bidId);
    return;
  }
  rememberForUndo(bid.bidId);
  state.current.amount = next;
  state.stage = 'initial';
  if ((await sendUndoable(bid, () => updateSoldPrice(bid.bidId, next))).kind === 'accepted') await refreshBidLists(queryClient, bid.bidId);
}

const autoBidTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows the switch's new position at once and saves the last one after the debounce. */
export function toggleAutoBid(bid: BidRow, autoBid: boolean, queryClient: QueryClient): void {
  const state = editStateOf(bid.bidId);
  state.autoBid = autoBid;
  clearTimeout(autoBidTimers.get(bid.bidId));
  autoBidTimers.set(
    bid.bidId,
    setTimeout(() => {
      autoBidTimers.delete(bid.bidId);
      void saveAutoBid(bid, autoBid, queryClient);
    }, AUTO_BID_DEBOUNCE_MS),
  );
}

async function saveAutoBid(bid: BidRow, autoBid: boolean, queryClient: QueryClient): Promise<void> {
  const state = editStateOf(bid.bidId);
  state.pending += 1;
  let accepted = false;
  try {
    accepted = !refusedInBody(await updateAutoBid(bid.bidId, autoBid));
  } catch (error) {
    if (isUnauthorized(error)) accepted = true;
  } finally {
    state.pending -= 1;
  }
  // a refused switch goes back to what the server holds
  if (!accepted) state.autoBid = bid.autoBid ?? false;
  else await refreshBidLists(queryClient, bid.bidId);
}

export function openBidEdit(bid: BidRow): void {
  const state = editStateOf(bid.bidId);
  // the values of a save that failed come back, unless the bid changed since (then it is shown as it is)
  const kept = state.unsaved?.on === bid.bidDate ? state.unsaved.values : state.current;
  state.unsaved = null;
  state.updated = { ...kept };
  state.editedFrom = bid.bidDate;
  state.isEditedNow = true;
}

/** Cancel: the edited values go back to the current ones. */
export function cancelBidEdit(bidId: number): void {
  const state = editStateOf(bidId);
  state.updated = { ...state.current };
  state.isEditedNow = false;
}

/**
 * Save fires update-bid-price, then update-adjustment-price (seed 000 §7): a refused price sends no
 * adjustment, which the bid log would otherwise record as changed.
 */
export async function saveBidEdit(bid: BidRow, queryClient: QueryClient): Promise<void> {
  const state = editStateOf(bid.bidId);
  const values = { ...state.updated };
  const amount = values.bidAmount;
  if (state.saving || amount === null) return;
  state.saving = true;
  state.pending += 1;
  let saved = false;
  try {
    await updateBidPrice({
      amount,
      jasId: bid.bidId,
      bidGroup: values.bidGroup,
      adjustmentPrice: values.adjustmentPrice,
      exportType: values.exportType,
      // every field goes: made on a bid another manager changed since, the save is refused, not their change undone
      bidDate: state.editedFrom ?? undefined,
    });
    const adjustment = await updateAdjustmentPrice({ bidId: bid.bidId, adjustmentPrice: values.adjustmentPrice });
    if (refusedInBody(adjustment)) throw new Error(adjustment.error ?? 'The adjustment was not saved');
    state.current = { ...values };
    state.isEditedNow = false;
    saved = true;
    markSucceeded(bid.bidId);
  } catch (error) {
    if (!isUnauthorized(error)) {
      state.unsaved = { values, on: state.editedFrom };
      state.updated = { ...state.current };
      state.isEditedNow = false;
      state.failed = true;
    }
  } finally {
    state.saving = false;
    state.pending -= 1;
  }
  // after a failure too: one of the two calls may have gone through
  if (saved || state.failed) await refreshBidLists(queryClient, bid.bidId);
}

/** The bottom error dialog's Close: the error is forgotten. */
export function closeBidError(bidId: number): void {
  editStateOf(bidId).failed = false;
}
