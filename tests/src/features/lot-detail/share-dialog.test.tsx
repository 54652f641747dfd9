import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/app/detail-sections';
import { LotSections } from '../../../../src/engine/detail/LotSections';
import { toLotView } from '../../../../src/engine/detail/lot-view';
import { carSchema, renderEngine } from '../../engine/harness';
import { mockFetch } from '../../fetch-mock';
import { profile, signedIn } from '../../fixtures';
import { carDetail } from './lot-fixtures';

const shareSection = carSchema.detail.sections.filter((s) => s.kind === 'share');
const renderShare = () =>
  renderEngine(<LotSections schema={carSchema} lot={toLotView(carDetail())} sections={shareSection} />, { path: '/car-auctions/41' });

afterEach(() => vi.useRealTimers());

describe('share dialog', () => {
  it('shows the summary, link, password and warning, sends via messenger and copies the share text for 3 s', async () => {
    const fetch = mockFetch({ ...signedIn(), 'GET /car-auction/password': { body: { password: '123456' } } });
    const { user } = renderShare();

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the lot' });
    expect(await within(dialog).findByText('123456')).toBeInTheDocument();
    const link = `${window.location.origin}/car-auctions/share/41`;
    expect(within(dialog).getByText(link)).toBeInTheDocument();
    expect(within(dialog).getByText('Toyota Prius')).toBeInTheDocument();
    expect(within(dialog).getByText(/Never publish the link and the password on social media/)).toBeInTheDocument();
    expect(fetch.callsTo('GET /car-auction/password')[0]?.query.get('carId')).toBe('41');

    const text = `Toyota Prius\nLot page: ${link}\nAccess code: 123456`;
    expect(within(dialog).getByRole('link', { name: 'Send via messenger' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(text)}`,
    );

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    // user-event stands in for the clipboard
    expect(await navigator.clipboard.readText()).toBe(text);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('gives the page back on close, with focus on Share again', async () => {
    mockFetch({ ...signedIn(), 'GET /car-auction/password': { body: { password: '123456' } } });
    const { user } = renderShare();
    const share = await screen.findByRole('button', { name: 'Share' });
    act(() => share.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share the lot' });
    await vi.waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the modal hid the rest of the page from assistive technology: found by role again once it is gone
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus());
  });

  it('is not offered without shareCar', async () => {
    mockFetch(signedIn(profile({}, { shareCar: false })));
    const { queryClient } = renderShare();
    await vi.waitFor(() => expect(queryClient.getQueryData(['session', 'profile'])).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
