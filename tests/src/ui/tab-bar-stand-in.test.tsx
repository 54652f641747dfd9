import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { FALLBACK_COMPANY_CONFIG } from '../../../src/ui/company-config';
import { onDemandModule } from '../../../src/ui/on-demand-module';
import { tabBarOnDemand } from '../../../src/ui/TabBarOnDemand';

const TABS = [
  { value: '', text: 'All (12)' },
  { value: 'review', text: 'Under review (5)' },
  { value: 'won', text: 'Won (7)' },
];

/** A status tab bar whose Fluent tab list arrives only when the test says so. */
function renderHeldBack() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let loads = 0;
  const TabBar = tabBarOnDemand(
    onDemandModule(() => {
      loads++;
      return held.then(() => import('../../../src/ui/FluentTabBar'));
    }),
  );
  const chosen: string[] = [];
  function Statuses() {
    const [selected, setSelected] = useState('');
    return (
      <TabBar
        label="Bid status"
        selectedValue={selected}
        tabs={TABS}
        onSelect={(value) => {
          chosen.push(value);
          setSelected(value);
        }}
      />
    );
  }
  render(
    <AppProviders config={FALLBACK_COMPANY_CONFIG} queryClient={createQueryClient()}>
      <button type="button">Before</button>
      <Statuses />
    </AppProviders>,
  );
  return { release: () => act(async () => release()), loads: () => loads, chosen };
}

describe('a tab bar before its Fluent tab list loads', () => {
  it('shows the named tabs, the selected one the only tab stop, and loads nothing until used', async () => {
    const { loads } = renderHeldBack();
    const list = await screen.findByRole('tablist', { name: 'Bid status' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (12)', selected: true })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Won (7)', selected: false })).toHaveAttribute('tabindex', '-1');
    expect(loads()).toBe(0);
  });

  it('chooses a clicked tab before the real list is in', async () => {
    const user = userEvent.setup();
    const { chosen } = renderHeldBack();
    await user.click(await screen.findByRole('tab', { name: 'Under review (5)' }));
    expect(chosen).toEqual(['review']);
    expect(screen.getByRole('tab', { name: 'Under review (5)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses the tab pressed when the real list arrives between the press and the release of a click', async () => {
    const user = userEvent.setup();
    const { release, chosen } = renderHeldBack();
    const standIn = await screen.findByRole('tab', { name: 'Under review (5)' });
    await user.pointer({ keys: '[MouseLeft>]', target: standIn });

    await release();
    await waitFor(() => expect(screen.getByRole('tablist', { name: 'Bid status' })).toHaveClass('fui-TabList'));
    // the browser sends the release to the new tab and the click to what both tabs share
    const real = screen.getByRole('tab', { name: 'Under review (5)' });
    await user.pointer({ keys: '[/MouseLeft]', target: real.parentElement! });
    expect(chosen).toEqual(['review']);
    expect(real).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses a tab on a click without a press, as a screen reader may send it', async () => {
    const { chosen } = renderHeldBack();
    fireEvent.click(await screen.findByRole('tab', { name: 'Won (7)' }));
    expect(chosen).toEqual(['won']);
  });

  it('moves by arrow keys and keeps focus on the same tab when the real list takes over', async () => {
    const user = userEvent.setup();
    const { release, loads } = renderHeldBack();
    const standIn = await screen.findByRole('tab', { name: 'All (12)' });
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(standIn).toHaveFocus();
    expect(loads()).toBe(1);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Won (7)' })).toHaveFocus();

    await release();
    await waitFor(() => expect(screen.getByRole('tablist', { name: 'Bid status' })).toHaveClass('fui-TabList'));
    const won = screen.getByRole('tab', { name: 'Won (7)' });
    expect(won).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(won).toHaveAttribute('aria-selected', 'true');
  });
});
