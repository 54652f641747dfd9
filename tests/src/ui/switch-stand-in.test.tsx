import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { FALLBACK_COMPANY_CONFIG } from '../../../src/ui/company-config';
import { onDemandModule } from '../../../src/ui/on-demand-module';
import { switchOnDemand } from '../../../src/ui/SwitchOnDemand';

/** An autobid switch whose Fluent switch arrives only when the test says so. */
function renderHeldBack() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let loads = 0;
  const Switch = switchOnDemand(
    onDemandModule(() => {
      loads++;
      return held.then(() => import('../../../src/ui/FluentSwitch'));
    }),
  );
  const changes: boolean[] = [];
  function AutoBid() {
    const [checked, setChecked] = useState(false);
    return (
      <Switch
        checked={checked}
        label="Autobid on lot 1002"
        onChange={(next) => {
          changes.push(next);
          setChecked(next);
        }}
      />
    );
  }
  render(
    <AppProviders config={FALLBACK_COMPANY_CONFIG} queryClient={createQueryClient()}>
      <button type="button">Before</button>
      <AutoBid />
    </AppProviders>,
  );
  return { release: () => act(async () => release()), loads: () => loads, changes };
}

describe('a switch before its Fluent code loads', () => {
  it('is a named switch that toggles, and loads nothing until pointed at or focused', async () => {
    const user = userEvent.setup();
    const { loads, changes } = renderHeldBack();
    const standIn = await screen.findByRole('switch', { name: 'Autobid on lot 1002' });
    expect(standIn).not.toBeChecked();
    expect(loads()).toBe(0);
    await user.click(standIn);
    expect(loads()).toBe(1);
    expect(changes).toEqual([true]);
    expect(screen.getByRole('switch', { name: 'Autobid on lot 1002' })).toBeChecked();
  });

  it('keeps focus and state when the real switch takes over', async () => {
    const user = userEvent.setup();
    const { release, changes } = renderHeldBack();
    const standIn = await screen.findByRole('switch', { name: 'Autobid on lot 1002' });
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(standIn).toHaveFocus();
    await user.keyboard(' ');
    expect(changes).toEqual([true]);

    await release();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Autobid on lot 1002' })).not.toBe(standIn));
    const real = screen.getByRole('switch', { name: 'Autobid on lot 1002' });
    expect(real).toHaveClass('fui-Switch__input');
    expect(real).toBeChecked();
    expect(real).toHaveFocus();
    await user.keyboard(' ');
    expect(changes).toEqual([true, false]);
  });
});
