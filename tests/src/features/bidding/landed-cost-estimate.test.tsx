// The landed-cost estimate under the bid amount and the credit available, as a client meets them: the
// total follows the amount, the bid type, the destination and the currency; the breakdown; the confirm
// dialog repeats both; in Russian; nothing without a price list.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../../src/stores/preferences';
import { COSTS } from './costs-fixture';
import { amountField, bidInfo, placeButton, renderPanel } from './panel-harness';

const CURRENCIES = { 'GET /site/currency-list': { body: ['JPY', 'USD', 'KZT'].map((code) => ({ value: code, label: code })) } };
const withCosts = {
  config: { costs: COSTS },
  detail: { currency: 'USD', destinationPort: 'vladivostok' },
  bidAllow: 2_000_000,
  routes: CURRENCIES,
};
const estimate = () => screen.findByRole('region', { name: 'Landed cost estimate' });

describe('landed-cost estimate', () => {
  it('starts at the start price, then follows the amount typed and the bid type', async () => {
    const { user } = renderPanel(bidInfo(), withCosts);
    const box = await estimate();
    // 100 000 + 25 000 fee + 38 000 truck + 50 000 service + 65 000 RoRo via Toyama + 1.5 % insurance
    expect(within(box).getByText('≈ total to Vladivostok at the start price: ¥282 170 (≈ $1 953)')).toBeInTheDocument();

    await user.type(await amountField(), '1000000');
    expect(within(box).getByText('≈ total to Vladivostok: ¥1 195 670 (≈ $8 275)')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Bid type' }), 'container');
    expect(within(box).getByText('≈ total to Vladivostok: ¥1 226 120 (≈ $8 485)')).toBeInTheDocument();
  });

  it('changes with the destination port and the currency chosen on the form', async () => {
    const { user } = renderPanel(bidInfo(), withCosts);
    const box = await estimate();
    await user.type(await amountField(), '1000000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bid type' }), 'container');
    await user.selectOptions(within(box).getByRole('combobox', { name: 'Destination port' }), 'poti');
    expect(within(box).getByText('≈ total to Poti: ¥1 367 205 (≈ $9 462)')).toBeInTheDocument();

    await user.selectOptions(within(box).getByRole('combobox', { name: 'Currency' }), 'JPY');
    expect(within(box).getByText('≈ total to Poti: ¥1 367 205')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Bid type' }), 'roro');
    expect(within(box).getByText('The price list has no RoRo freight to Poti.')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Cost breakdown' })).toBeNull();
  });

  it('takes the list’s default port for a profile without one, and breaks the total down', async () => {
    const { user } = renderPanel(bidInfo(), { ...withCosts, detail: { currency: 'KZT', destinationPort: null } });
    const box = await estimate();
    await user.type(await amountField(), '1000000');
    expect(within(box).getByRole('combobox', { name: 'Destination port' })).toHaveValue('vladivostok');
    await user.click(within(box).getByRole('button', { name: 'Cost breakdown' }));
    const breakdown = await screen.findByRole('group', { name: 'Cost breakdown to Vladivostok' });
    const rows = within(breakdown)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`.replace(/\s+/g, ' '));
    expect(rows).toEqual([
      'Your bid: ¥1 000 000',
      'Auction fee, USS Tokyo: ¥25 000',
      'Truck, Kanto → Toyama: ¥38 000',
      'Service fee: ¥50 000',
      'Freight, Toyama → Vladivostok (RoRo): ¥65 000',
      'Insurance, 1.5 %: ¥17 670',
      'Total: ¥1 195 670',
      // 1 195 670 / 0.28
      'KZT: KZT 4 270 250',
    ]);
    expect(within(breakdown).getByText('Rate of 2025-06-02: 1 KZT = ¥0.28')).toBeInTheDocument();
  });

  it('opens the breakdown by keyboard, loaded on first open; Escape closes it with focus on its button', async () => {
    const { user } = renderPanel(bidInfo(), withCosts);
    const box = await estimate();
    await user.type(await amountField(), '1000000');
    const button = within(box).getByRole('button', { name: 'Cost breakdown' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const breakdown = await screen.findByRole('group', { name: 'Cost breakdown to Vladivostok' });
    expect(within(breakdown).getByText('Total')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Cost breakdown' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Cost breakdown to Vladivostok' })).toBeNull());
    expect(within(box).getByRole('button', { name: 'Cost breakdown' })).toHaveFocus();
  });

  it('repeats the total and the credit available in the confirm dialog', async () => {
    const { user } = renderPanel(bidInfo(), withCosts);
    await user.type(await amountField(), '1000000');
    expect(screen.getByText('Credit available: ¥2 000 000')).toBeInTheDocument();
    await user.click(placeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the bid' });
    expect(within(dialog).getByText('≈ total to Vladivostok: ¥1 195 670 (≈ $8 275)')).toBeInTheDocument();
    expect(within(dialog).getByText('Credit available: ¥2 000 000')).toBeInTheDocument();
  });

  it('counts what the caller’s own open bid holds as available: raising it frees it', async () => {
    renderPanel(bidInfo({ myBid: true, jasId: 55, myBidAmount: 300_000, bidStatusId: 2 }), withCosts);
    expect(await screen.findByText('Credit available: ¥2 300 000')).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    setLocale('ru');
    const { user } = renderPanel(bidInfo(), withCosts);
    const box = await screen.findByRole('region', { name: 'Оценка стоимости с доставкой' });
    await user.type(await screen.findByRole('textbox', { name: /ваша ставка/i }), '1000000');
    expect(within(box).getByText('≈ итого до порта Владивосток: 1 195 670 ¥ (≈ 8 275 $)')).toBeInTheDocument();
    expect(within(box).getByRole('combobox', { name: 'Порт назначения' })).toHaveDisplayValue('Владивосток');
    await user.click(within(box).getByRole('button', { name: 'Из чего складывается' }));
    const breakdown = await screen.findByRole('group', { name: 'Стоимость до порта Владивосток по статьям' });
    expect(within(breakdown).getByText('Автовоз, Канто → Тояма')).toBeInTheDocument();
    expect(within(breakdown).getByText('Страховка, 1,5 %')).toBeInTheDocument();
    expect(screen.getByText('Доступно для ставок: 2 000 000 ¥')).toBeInTheDocument();
  });

  it('shows nothing of it for a company without a price list', async () => {
    const { user } = renderPanel(bidInfo(), { ...withCosts, config: {} });
    await user.type(await amountField(), '1000000');
    expect(screen.queryByRole('region', { name: 'Landed cost estimate' })).toBeNull();
    expect(screen.queryByText(/≈ total/)).toBeNull();
  });
});
