import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../src/app/providers';
import { createQueryClient } from '../../../../src/app/query-client';
import { comboboxOnDemand } from '../../../../src/engine/filters/controls/ComboboxOnDemand';
import { FALLBACK_COMPANY_CONFIG } from '../../../../src/ui/company-config';
import { onDemandModule } from '../../../../src/ui/on-demand-module';

/** Twelve makers: a list above ten opens as a search box. */
const MAKERS = ['Toyota', 'Nissan', 'Honda', 'Mazda', 'Subaru', 'Suzuki', 'Daihatsu', 'Mitsubishi', 'Lexus', 'Isuzu', 'Hino', 'Tata'].map(
  (label, i) => ({ value: String(i + 1), label, counter: 10 + i }),
);

/** A maker dropdown whose real combobox arrives only when the test says so. */
function renderHeldBack(onOpenChange?: (open: boolean) => void) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const Dropdown = comboboxOnDemand(
    onDemandModule(() => held.then(() => import('../../../../src/engine/filters/controls/OptionCombobox'))),
  );
  function Maker() {
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <Dropdown
        label="Maker"
        options={MAKERS}
        selected={selected}
        multiselect={false}
        status="ready"
        onSelect={setSelected}
        onOpenChange={onOpenChange}
      />
    );
  }
  render(
    <AppProviders config={FALLBACK_COMPANY_CONFIG} queryClient={createQueryClient()}>
      <Maker />
    </AppProviders>,
  );
  return { release: () => act(async () => release()) };
}

describe('a filter dropdown before its combobox loads', () => {
  it('keeps the text typed meanwhile, with its caret, and opens the narrowed list once loaded', async () => {
    const user = userEvent.setup();
    const { release } = renderHeldBack();
    const standIn = await screen.findByRole('combobox', { name: 'Maker' });
    expect(standIn).toHaveAttribute('placeholder', 'Any');

    await user.click(standIn);
    await user.keyboard('Toyo{ArrowLeft}');
    expect(standIn).toHaveValue('Toyo');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await release();
    await waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
    const maker = screen.getByRole<HTMLInputElement>('combobox', { name: 'Maker' });
    expect(maker).not.toBe(standIn);
    expect(maker).toHaveValue('Toyo');
    expect(maker).toHaveFocus();
    expect([maker.selectionStart, maker.selectionEnd]).toEqual([3, 3]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Toyota 10']);

    await user.keyboard('t');
    expect(maker).toHaveValue('Toyto');
  });

  it('opens the list asked for by keyboard once loaded', async () => {
    const user = userEvent.setup();
    const { release } = renderHeldBack();
    await screen.findByRole('combobox', { name: 'Maker' });
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Maker' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');

    await release();
    await waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Maker' })).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(MAKERS.length);
  });

  it('opens the list when the real combobox arrives between the press and the release of a click', async () => {
    const user = userEvent.setup();
    const opened: boolean[] = [];
    const { release } = renderHeldBack((open) => opened.push(open));
    const standIn = await screen.findByRole('combobox', { name: 'Maker' });
    await user.pointer({ keys: '[MouseLeft>]', target: standIn });
    // the page learns the list is open (the payments page hides its totals under it)
    expect(opened).toEqual([true]);

    await release();
    const maker = await screen.findByRole('combobox', { name: 'Maker' });
    await waitFor(() => expect(maker).not.toBe(standIn));
    // the browser sends the release to the new field and the click to what both fields share
    await user.pointer({ keys: '[/MouseLeft]', target: maker.parentElement! });

    await waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Maker' })).toHaveFocus();
  });

  it('opens the list on a click without a press, as a screen reader may send it', async () => {
    const { release } = renderHeldBack();
    const standIn = await screen.findByRole('combobox', { name: 'Maker' });
    fireEvent.click(standIn);
    await release();
    await waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
  });

  it('names its expand button as the real one does', async () => {
    renderHeldBack();
    expect(await screen.findByRole('button', { name: 'Open the list: Maker' })).toBeInTheDocument();
  });
});
