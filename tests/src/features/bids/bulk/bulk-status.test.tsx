// Bulk status changes in the bid manager (issue #20 item 5), at the fetch boundary: checkboxes named
// by lot, the count announced, shift-click ranges and the page's header box; one confirmation for the
// batch by the rules of one row; a refused row reported and rolled back alone; one Undo for the batch;
// a 401 stopping the batch; the same in Russian.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BidListResponse, BidRow } from '../../../../../schemas/api/bids';
import BidListPage from '../../../../../src/features/bids/BidListPage';
import { resetBidEdits } from '../../../../../src/features/bids/row/bid-edit-store';
import { setLocale } from '../../../../../src/stores/preferences';
import { renderEngine } from '../../../engine/harness';
import { mockFetch, type ApiCall } from '../../../fetch-mock';
import { profile, ROLES, signedIn } from '../../../fixtures';
import { bidRow } from '../row/harness';

/** 10:00 in Japan on 26 November 2026. */
const NOW = new Date('2026-11-26T01:00:00Z');

type Flags = Parameters<typeof profile>[1];
/** The bid manager's first rows: the first render of it in a worker loads the page's code, which on a busy machine takes over 10 s. */
const FIRST_ROWS = { timeout: 30_000 };

/** The reference API in small: the list answers with the statuses the status calls set. */
function fakeBidManager(rows: BidRow[], refused: Record<number, { status: number; body: object }> = {}) {
  const statuses = new Map(rows.map((row) => [row.bidId, row.bidStatus]));
  const list = (): { body: BidListResponse } => ({
    body: {
      cars: rows.map((row) => ({ ...row, bidStatus: statuses.get(row.bidId)! })),
      counters: [{ status: 'All', count: rows.length }],
      totalBids: rows.length,
      pageInfo: { page: 1, pageSize: 20, totalSearchResults: rows.length, totalResults: rows.length },
    },
  });
  const setStatus = (call: ApiCall) => {
    const { bidId, status } = call.body as { bidId: number; status: BidRow['bidStatus'] };
    const refusal = refused[bidId];
    if (refusal) return refusal;
    statuses.set(bidId, status);
    return { body: { success: true } };
  };
  return {
    'GET /bid/index': list,
    'GET /bid/filters': { body: { filters: {}, counters: [], totalBids: rows.length } },
    'PUT /bid/update-bid-status': setStatus,
  };
}

function renderBidManager(rows: BidRow[], { flags = {}, refused }: { flags?: Flags; refused?: Parameters<typeof fakeBidManager>[1] } = {}) {
  resetBidEdits();
  const fetch = mockFetch({
    ...signedIn(profile({ ...ROLES.manager, userId: 3 }, { bidsTodayDefault: false, ...flags })),
    ...fakeBidManager(rows, refused),
    'GET /bid/search': { body: { cars: [] } },
  });
  return { fetch, ...renderEngine(<BidListPage pageId="bid-manager" params={{}} />, { path: '/bid-manager' }) };
}

const box = (lotNo: string) => screen.getByRole('checkbox', { name: `Select the bid on lot ${lotNo}` });
const statusOf = (lotNo: string) => within(box(lotNo).closest('tr')!).getByTestId('bid-status');
const count = () => screen.getByText(/bids? selected$/, { selector: '[role="status"]' });
/** Picks every row with the header box, then a status from the Change status menu. */
async function pickAllAndChangeTo(user: ReturnType<typeof renderBidManager>['user'], status: string) {
  await user.click(await screen.findByRole('checkbox', { name: 'Select all bids on this page' }, FIRST_ROWS));
  await user.click(screen.getByRole('button', { name: 'Change status' }));
  await user.click(await screen.findByRole('menuitem', { name: status }));
}

const statusCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.callsTo('PUT /bid/update-bid-status').map((call) => call.body);

const LOTS = [
  bidRow({ bidId: 501, lotNo: '1001', bidStatus: 2 }),
  bidRow({ bidId: 502, lotNo: '1002', bidStatus: 2 }),
  bidRow({ bidId: 503, lotNo: '1003', bidStatus: 5 }),
  bidRow({ bidId: 504, lotNo: '1004', bidStatus: 2 }),
];

describe('bulk status changes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('names each checkbox by lot, announces the count, picks a range with shift and the page with the header box', async () => {
    const { user } = renderBidManager(LOTS);
    await screen.findByRole('checkbox', { name: 'Select the bid on lot 1001' }, FIRST_ROWS);
    expect(count()).toHaveTextContent('No bids selected');

    await user.click(box('1001'));
    expect(count()).toHaveTextContent('1 bid selected');
    await user.keyboard('{Shift>}');
    await user.click(box('1003'));
    await user.keyboard('{/Shift}');
    expect(count()).toHaveTextContent('3 bids selected');
    expect(box('1002')).toBeChecked();
    expect(box('1004')).not.toBeChecked();

    const all = screen.getByRole('checkbox', { name: 'Select all bids on this page' });
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(count()).toHaveTextContent('4 bids selected');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(count()).toHaveTextContent('No bids selected');
    expect(all).not.toBeChecked();
  }, 60_000);

  it('confirms once for the batch, reports a refused row without rolling back the others, and undoes the batch', async () => {
    const { user, fetch } = renderBidManager([...LOTS.slice(0, 3), bidRow({ bidId: 505, lotNo: '1005', bidStatus: 6, archived: true })], {
      refused: {
        503: { status: 409, body: { success: false, message: 'Archived bids keep their status', messageCode: 'BidNotChangeable' } },
      },
    });
    await pickAllAndChangeTo(user, "Don't bid");

    const dialog = await screen.findByRole('dialog', { name: 'Change the bid status' });
    expect(dialog).toHaveTextContent("Change the status of 3 bids to “Don't bid”?");
    expect(dialog).toHaveTextContent('1 archived bid is left out: archived bids keep their status.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await screen.findByText("“Don't bid” is set on 2 of 3 bids.");
    expect(statusCalls(fetch)).toEqual([
      { bidId: 501, status: 3 },
      { bidId: 502, status: 3 },
      { bidId: 503, status: 3 },
    ]);
    expect(screen.getByText('1 bid was not changed:')).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Lot 1003: The status of this bid can no longer be changed');
    await waitFor(() => expect(statusOf('1001')).toHaveTextContent("Don't bid"));
    expect(statusOf('1002')).toHaveTextContent("Don't bid");
    expect(statusOf('1003')).toHaveTextContent('Finished');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('The last change is undone on 2 of 2 bids.');
    expect(statusCalls(fetch).slice(3)).toEqual([
      { bidId: 501, status: 2 },
      { bidId: 502, status: 2 },
    ]);
    await waitFor(() => expect(statusOf('1001')).toHaveTextContent('Bid'));
    expect(statusOf('1002')).toHaveTextContent('Bid');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  }, 60_000);

  it('confirms a win, then warns of the lots auctioned on a later day, and sends only after both', async () => {
    const { user, fetch } = renderBidManager([
      bidRow({ bidId: 501, lotNo: '1001' }),
      bidRow({ bidId: 502, lotNo: '1002', auctionDate: '2026-11-27 10:00' }),
      bidRow({ bidId: 503, lotNo: '1003', bidStatus: 6 }),
    ]);
    await pickAllAndChangeTo(user, 'Win');

    const win = await screen.findByRole('dialog', { name: 'Confirm the win' });
    expect(win).toHaveTextContent('Mark 2 bids as won (“Win”)?');
    expect(win).toHaveTextContent('1 bid already has this status.');
    await user.click(within(win).getByRole('button', { name: 'Confirm' }));
    const later = await screen.findByRole('dialog', { name: 'The auction is on another day' });
    expect(later).toHaveTextContent('The auction of lot 1002 is not today.');
    expect(statusCalls(fetch)).toEqual([]);
    await user.click(within(later).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(statusCalls(fetch)).toEqual([
        { bidId: 501, status: 6 },
        { bidId: 502, status: 6 },
      ]),
    );
  }, 60_000);

  it('warns of the last hour, naming its lots, and changes at once without bidChangeConfirmation', async () => {
    const rows = [bidRow({ bidId: 501, lotNo: '1001', auctionDate: '2026-11-26 10:30' }), bidRow({ bidId: 502, lotNo: '1002' })];
    const first = renderBidManager(rows);
    await pickAllAndChangeTo(first.user, 'Cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Less than an hour left' });
    expect(dialog).toHaveTextContent(
      'Less than 1 hour remains before the auction of lot 1001: changes may not be forwarded to the auction.',
    );
    expect(dialog).toHaveTextContent('Change the status of 2 bids to “Cancel”?');
    first.unmount();

    const second = renderBidManager(rows, { flags: { bidChangeConfirmation: false } });
    await pickAllAndChangeTo(second.user, 'Cancel');
    await screen.findByText('“Cancel” is set on 2 of 2 bids.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(statusCalls(second.fetch)).toEqual([
      { bidId: 501, status: 4 },
      { bidId: 502, status: 4 },
    ]);
  }, 60_000);

  it('stops at a 401: the rows before it keep their change, the rest are not sent', async () => {
    const { user, fetch } = renderBidManager(LOTS.slice(0, 3), {
      flags: { bidChangeConfirmation: false },
      refused: { 502: { status: 401, body: { success: false, message: 'Unauthorized' } } },
    });
    fetch.use({ 'GET /auth/update': { status: 401, body: { success: false, message: 'Unauthorized' } } });
    await pickAllAndChangeTo(user, 'Cancel');
    await screen.findByText('The session has expired: the remaining bids were not sent.');
    expect(screen.getByText('“Cancel” is set on 1 of 3 bids.')).toBeInTheDocument();
    expect(statusCalls(fetch)).toEqual([
      { bidId: 501, status: 4 },
      { bidId: 502, status: 4 },
    ]);
    expect(statusOf('1001')).toHaveTextContent('Cancel');
    expect(statusOf('1003')).toHaveTextContent('Finished');
  }, 60_000);

  it('speaks Russian: the boxes by lot, the count and the outcome', async () => {
    setLocale('ru');
    const { user } = renderBidManager(LOTS.slice(0, 2), { flags: { bidChangeConfirmation: false } });
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать ставку на лот 1001' }, FIRST_ROWS));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать ставку на лот 1002' }));
    expect(screen.getByText('Выбраны 2 ставки', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить статус' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Не ставить' }));
    await screen.findByText('Статус «Не ставить» установлен у 2 из 2 ставок.');
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    await screen.findByText('Последнее изменение отменено у 2 из 2 ставок.');
  }, 60_000);

  it('opens the status menu from the keyboard on its first status; Escape returns to the button', async () => {
    const { user } = renderBidManager(LOTS);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all bids on this page' }, FIRST_ROWS));
    const change = screen.getByRole('button', { name: 'Change status' });
    expect(change).toHaveAttribute('aria-haspopup', 'menu');

    act(() => change.focus());
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change status' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: "Don't bid" })).toBeInTheDocument();
  }, 60_000);

  it('exports the selected rows only, with the list’s query and columns', async () => {
    const { user, fetch } = renderBidManager(LOTS);
    await user.click(await screen.findByRole('checkbox', { name: 'Select the bid on lot 1002' }, FIRST_ROWS));
    await user.click(box('1004'));
    await user.click(screen.getByRole('button', { name: 'Export selection' }));

    await waitFor(() => expect(fetch.callsTo('GET /bid/index/export')).toHaveLength(1));
    const [call] = fetch.callsTo('GET /bid/index/export');
    expect(call?.query.get('ids')).toBe('502,504');
    expect(call?.query.get('columns')).toBeTruthy();
  }, 60_000);

  it('offers no checkboxes to a manager without bidManageStatus', async () => {
    renderBidManager(LOTS, { flags: { bidManageStatus: false } });
    await screen.findByRole('table', { name: 'Bid Manager' }, FIRST_ROWS);
    expect(screen.queryByRole('checkbox')).toBeNull();
  }, 60_000);
});
