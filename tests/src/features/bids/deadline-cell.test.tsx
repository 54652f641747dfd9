// A bid row's deadlines in the bid tables, on a fake clock: both countdowns with the deadline's Japan
// time, amber under an hour, "closed" at zero without a reload; nothing for a row without deadlines.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlineCell } from '../../../../src/features/bids/cells/DeadlineCell';
import { setLocale } from '../../../../src/stores/preferences';
import { bidRow, renderRow } from './row/harness';

/** 09:00 in Japan on 26 November 2026. */
const NOW = Date.parse('2026-11-26T00:00:00Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW + minutes * MINUTE).toISOString();

// the clock stands still but for the jumps; the countdowns tick on the faked interval
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

function advance(minutes: number) {
  vi.setSystemTime(Date.now() + minutes * MINUTE - 1000);
  act(() => vi.advanceTimersByTime(1000));
}

describe('DeadlineCell', () => {
  it('counts down to the bidding and cancel deadlines, with their Japan time, and says when each has passed', async () => {
    renderRow(<DeadlineCell bid={bidRow({ biddingDeadline: at(150), cancelDeadline: at(30) })} />, { role: 'client' });
    const [bidding, cancel] = await screen.findAllByRole('timer');
    expect(bidding).toHaveTextContent('Bids close in 2 h 30 min (11:30)');
    expect(cancel).toHaveTextContent('Cancellable for 30:00 (09:30)');
    expect(within(cancel!).getByRole('img', { name: 'Less than an hour left' })).toBeInTheDocument();
    expect(within(bidding!).queryByRole('img')).toBeNull();

    advance(30);
    expect(cancel).toHaveTextContent('Cancellation closed');
    expect(within(cancel!).queryByRole('img')).toBeNull();
    expect(bidding).toHaveTextContent('Bids close in 2 h 0 min');

    advance(120);
    expect(bidding).toHaveTextContent('Bidding closed (11:30)');
  });

  it('shows nothing for a row without deadlines', async () => {
    const { container } = renderRow(<DeadlineCell bid={bidRow({ biddingDeadline: null, cancelDeadline: null })} />);
    await act(async () => undefined);
    expect(screen.queryByRole('timer')).toBeNull();
    // inside the providers' element
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('speaks Russian', async () => {
    setLocale('ru');
    renderRow(<DeadlineCell bid={bidRow({ biddingDeadline: at(150), cancelDeadline: null })} />, { role: 'client' });
    expect(await screen.findByRole('timer')).toHaveTextContent('Приём ставок закроется через 2 ч 30 мин (11:30)');
  });
});
