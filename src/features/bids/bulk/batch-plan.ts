// A status change for several bids planned by the rules of one (seed 000 §4 "Status change"):
// archived rows are left out (a single row offers no buttons on them), rows already in the status
// send nothing, and with bidChangeConfirmation one confirmation covers the batch, gathering each
// row's own kind (status-modal.ts): a win is confirmed, then its future-day lots are warned of in a
// second step; any other status warns of the last-hour and future-day lots before it asks.
import type { BidRow } from '../../../../schemas/api/bids';
import { BID_STATUS_WIN, statusModalPlan, type StatusModalKind } from '../row/status-modal';

export interface BatchStep {
  /** the title's kind: the weightiest of the rows' kinds */
  kind: StatusModalKind;
  /** lots whose auction starts within the hour */
  lastHour: readonly string[];
  /** lots auctioned on a later day */
  futureDay: readonly string[];
  /** win: 'mark N bids as won?'; change: 'change N bids to …?'; anyway: 'change them anyway?' */
  question: 'win' | 'change' | 'anyway';
}

export interface BatchPlan {
  status: number;
  /** the rows the change is sent for, in the page's order */
  rows: readonly BidRow[];
  archived: readonly BidRow[];
  unchanged: readonly BidRow[];
  /** the confirmation, step by step; none without bidChangeConfirmation */
  steps: readonly BatchStep[];
}

interface PlanFlags {
  bidChangeConfirmation: boolean;
  lastHourBidWarning: boolean;
}

export function planBatch(
  selected: readonly BidRow[],
  status: number,
  currentStatus: (bid: BidRow) => number | null,
  now: Date,
  flags: PlanFlags,
): BatchPlan {
  const live = selected.filter((bid) => !bid.archived);
  const rows = live.filter((bid) => currentStatus(bid) !== status);
  const base = {
    status,
    rows,
    archived: selected.filter((bid) => bid.archived),
    unchanged: live.filter((bid) => currentStatus(bid) === status),
  };
  if (!flags.bidChangeConfirmation) return { ...base, steps: [] };
  const plans = rows.map((bid) => ({ lotNo: bid.lotNo, ...statusModalPlan(status, bid.auctionDate, now, flags.lastHourBidWarning) }));
  const lots = (test: (plan: (typeof plans)[number]) => boolean) => plans.filter(test).map((plan) => plan.lotNo);
  if (status === BID_STATUS_WIN) {
    const futureDay = lots((plan) => plan.secondStep);
    const win: BatchStep = { kind: 2, lastHour: [], futureDay: [], question: 'win' };
    return { ...base, steps: futureDay.length > 0 ? [win, { kind: 1, lastHour: [], futureDay, question: 'anyway' }] : [win] };
  }
  const lastHour = lots((plan) => plan.kind === 4);
  const futureDay = lots((plan) => plan.kind === 1);
  const kind = lastHour.length > 0 ? 4 : futureDay.length > 0 ? 1 : 3;
  return { ...base, steps: [{ kind, lastHour, futureDay, question: 'change' }] };
}
