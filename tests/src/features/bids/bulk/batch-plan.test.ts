// A batch planned by one row's rules (seed 000 §4): archived rows and rows already in the status are
// left out; with bidChangeConfirmation one confirmation for the batch gathers the rows' own kinds.
import { describe, expect, it } from 'vitest';
import { planBatch } from '../../../../../src/features/bids/bulk/batch-plan';
import { bidRow } from '../row/harness';

/** 10:00 in Japan on 26 November 2026. */
const NOW = new Date('2026-11-26T01:00:00Z');
const CONFIRM = { bidChangeConfirmation: true, lastHourBidWarning: true };

const today = bidRow({ bidId: 1, lotNo: '100', auctionDate: '2026-11-26 23:59' });
const lastHour = bidRow({ bidId: 2, lotNo: '200', auctionDate: '2026-11-26 10:30' });
const tomorrow = bidRow({ bidId: 3, lotNo: '300', auctionDate: '2026-11-27 10:00' });
const archived = bidRow({ bidId: 4, lotNo: '400', archived: true, bidStatus: 6 });
const statusOf = (bid: { bidStatus: number | null }) => bid.bidStatus;

describe('planBatch', () => {
  it('leaves out archived rows and rows already in the status; sends the rest in order', () => {
    const plan = planBatch([today, archived, bidRow({ bidId: 5, bidStatus: 3 }), tomorrow], 3, statusOf, NOW, CONFIRM);
    expect(plan.rows.map((bid) => bid.bidId)).toEqual([1, 3]);
    expect(plan.archived.map((bid) => bid.bidId)).toEqual([4]);
    expect(plan.unchanged.map((bid) => bid.bidId)).toEqual([5]);
  });

  it('asks once, warning of the last-hour and future-day lots, titled by the weightiest kind', () => {
    expect(planBatch([today, lastHour, tomorrow], 3, statusOf, NOW, CONFIRM).steps).toEqual([
      { kind: 4, lastHour: ['200'], futureDay: ['300'], question: 'change' },
    ]);
    expect(planBatch([today, tomorrow], 3, statusOf, NOW, CONFIRM).steps).toEqual([
      { kind: 1, lastHour: [], futureDay: ['300'], question: 'change' },
    ]);
    expect(planBatch([today], 3, statusOf, NOW, CONFIRM).steps).toEqual([{ kind: 3, lastHour: [], futureDay: [], question: 'change' }]);
    expect(planBatch([lastHour], 3, statusOf, NOW, { ...CONFIRM, lastHourBidWarning: false }).steps[0]!.kind).toBe(3);
  });

  it('confirms a win, then warns of its future-day lots in a second step', () => {
    expect(planBatch([today, tomorrow], 6, statusOf, NOW, CONFIRM).steps).toEqual([
      { kind: 2, lastHour: [], futureDay: [], question: 'win' },
      { kind: 1, lastHour: [], futureDay: ['300'], question: 'anyway' },
    ]);
    expect(planBatch([today, lastHour], 6, statusOf, NOW, CONFIRM).steps).toHaveLength(1);
  });

  it('asks nothing without bidChangeConfirmation', () => {
    expect(planBatch([today, tomorrow], 6, statusOf, NOW, { ...CONFIRM, bidChangeConfirmation: false }).steps).toEqual([]);
  });
});
