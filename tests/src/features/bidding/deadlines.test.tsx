// Live deadlines on the lot page, on a fake clock: the countdown to the bidding deadline in Japan time,
// amber under an hour, closing the form at zero without a reload; the my-bid box's countdown to the
// cancel deadline, turning the cancel action into the refusal at zero; in Russian.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../../src/stores/preferences';
import { bidInfo, renderPanel } from './panel-harness';

/** 09:00 in Japan on 18 November 2026. */
const NOW = Date.parse('2026-11-18T00:00:00Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW + minutes * MINUTE).toISOString();
/** The clock jumps, then the countdowns' next tick reads it (rather than ticking every second on the way). */
function advance(minutes: number) {
  vi.setSystemTime(Date.now() + minutes * MINUTE - 1000);
  act(() => vi.advanceTimersByTime(1000));
}

// the clock stands still but for the jumps; the countdowns tick on the faked interval, while
// timeouts stay real for the user events and the queries
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the bidding deadline', () => {
  it('counts down in Japan time, turns amber under an hour and closes the form at zero', async () => {
    renderPanel(bidInfo({ biddingDeadline: at(90), auctionTime: at(120) }));
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Bids close in 1 h 30 min');
    // 01:30 UTC is 10:30 in Japan
    expect(within(timer).getByText('at 2026-11-18 10:30 Japan time')).toHaveAttribute('dateTime', '2026-11-18T10:30+09:00');
    expect(within(timer).queryByRole('img', { name: 'Less than an hour left' })).toBeNull();
    // the form is a chunk of its own, loaded beside the panel
    await screen.findByRole('button', { name: 'Place bid' });

    advance(31);
    expect(timer).toHaveTextContent(/Bids close in 59:\d\d/);
    expect(within(timer).getByRole('img', { name: 'Less than an hour left' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bid' })).toBeInTheDocument();

    advance(60);
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
    expect(await screen.findByText('Bidding is closed')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows days and hours when the deadline is far', async () => {
    renderPanel(bidInfo({ biddingDeadline: at(2 * 24 * 60 + 3 * 60 + 5), auctionTime: at(3 * 24 * 60) }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Bids close in 2 d 3 h');
  });

  it('speaks Russian', async () => {
    setLocale('ru');
    renderPanel(bidInfo({ biddingDeadline: at(90), auctionTime: at(120) }));
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Приём ставок закроется через 1 ч 30 мин');
    expect(timer).toHaveTextContent('в 2026-11-18 10:30 по японскому времени');
    advance(31);
    expect(within(timer).getByRole('img', { name: 'Осталось меньше часа' })).toBeInTheDocument();
  });
});

describe('the cancel deadline', () => {
  const mine = { myBid: true, jasId: 55, myBidAmount: 250_000, myBidDate: at(-60), bidStatusId: 1, cancellationAllowed: true };

  it('counts down in the my-bid box and turns a pending confirmation into the refusal at zero', async () => {
    const { user, fetch } = renderPanel(bidInfo({ ...mine, biddingDeadline: at(3 * 60), auctionTime: at(3 * 60 + 10) }));
    const box = await screen.findByRole('region', { name: 'Your bid' });
    const timer = within(box).getByRole('timer');
    expect(timer).toHaveTextContent(/Cancellable for 10:00/);
    expect(timer).toHaveTextContent('at 2026-11-18 09:10 Japan time');

    await user.click(within(box).getByRole('button', { name: 'Cancel bid' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel the bid?' })).toBeInTheDocument();
    advance(10);
    expect(screen.queryByRole('dialog', { name: 'Cancel the bid?' })).toBeNull();
    const refusal = screen.getByRole('alertdialog', { name: "Bid can't be canceled — contact the manager" });
    expect(within(refusal).getByText('Cancellation within 3 hours of the auction is not allowed')).toBeInTheDocument();
    expect(timer).toHaveTextContent('Cancellation closed');
    expect(fetch.callsTo('PUT /bid/update-bid-status')).toHaveLength(0);
  });

  it('shows no cancel countdown when cancelling is not allowed', async () => {
    renderPanel(bidInfo({ ...mine, cancellationAllowed: false, biddingDeadline: at(60 * 5), auctionTime: at(60 * 5 + 30) }));
    const box = await screen.findByRole('region', { name: 'Your bid' });
    expect(within(box).queryByRole('timer')).toBeNull();
  });
});
