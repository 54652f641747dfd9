import { timelineOf } from '../../../../src/features/purchases/detail/timeline';
import { purchaseDetail } from './purchase-fixtures';

const logistics = (status: number | null) => ({ ...purchaseDetail().logistics, status });
const states = (status: number | null) => timelineOf(logistics(status)).map((step) => `${String(step.status)}:${step.state}`);

describe('purchase timeline', () => {
  it('walks the shipping path: done, the current step, the rest to come', () => {
    expect(states(null)).toEqual(['null:current', '1:upcoming', '2:upcoming', '3:upcoming', '4:upcoming', '5:upcoming']);
    expect(states(3)).toEqual(['null:done', '1:done', '2:done', '3:current', '4:upcoming', '5:upcoming']);
    expect(states(5)).toEqual(['null:done', '1:done', '2:done', '3:done', '4:done', '5:done']);
  });

  it('ends early at a cancellation or resale', () => {
    expect(states(6)).toEqual(['null:done', '1:done', '6:terminal']);
    expect(states(7)).toEqual(['null:done', '7:terminal']);
    expect(states(8)).toEqual(['null:done', '8:terminal']);
  });

  it('dates the steps it knows: purchase, yard arrival, departure, arrival', () => {
    expect(timelineOf(logistics(4)).map((step) => step.date)).toEqual(['2026-10-01', '2026-10-05', null, null, '2026-10-20', '2026-11-01']);
  });
});
