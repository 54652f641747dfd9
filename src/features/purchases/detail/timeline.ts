// The status timeline of a purchase: purchase → domestic transport → waiting ship assignment →
// waiting for loading → in transit → delivered; a cancellation or resale ends it as a terminal step.
import type { PurchaseDetail } from '../../../../schemas/api/purchases';
import type { PurchaseStatus } from '../../../ui/purchase-status';

export type StepState = 'done' | 'current' | 'upcoming' | 'terminal';

export interface TimelineStep {
  status: PurchaseStatus;
  state: StepState;
  /** the known date of the step, YYYY-MM-DD */
  date: string | null;
}

const PATH: readonly PurchaseStatus[] = [null, 1, 2, 3, 4, 5];
/** How far along the path a terminal status got before it ended the path. */
const REACHED_BEFORE_END: Readonly<Record<number, number>> = { 6: 1, 7: 0, 8: 0 };

function dateOf(status: PurchaseStatus, logistics: PurchaseDetail['logistics']): string | null {
  switch (status) {
    case null:
      return logistics.purchaseDate;
    case 1:
      return logistics.yardArrivalEta;
    case 4:
      return logistics.etd;
    case 5:
      return logistics.eta;
    default:
      return null;
  }
}

export function timelineOf(logistics: PurchaseDetail['logistics']): TimelineStep[] {
  const { status } = logistics;
  const reached = status !== null ? REACHED_BEFORE_END[status] : undefined;
  if (reached !== undefined) {
    const path = PATH.slice(0, reached + 1).map((step) => ({ status: step, state: 'done' as const, date: dateOf(step, logistics) }));
    return [...path, { status, state: 'terminal', date: null }];
  }
  const current = PATH.indexOf(status);
  return PATH.map((step, index) => ({
    status: step,
    state: index < current ? 'done' : index === current ? (step === 5 ? 'done' : 'current') : 'upcoming',
    date: dateOf(step, logistics),
  }));
}
