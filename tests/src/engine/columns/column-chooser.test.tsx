// The column chooser (issue #20 item 1): shows, hides and moves the columns the company allows, with
// the mouse or Alt+Up/Down, each change announced; Save keeps the arrangement on the server, Reset
// goes back to the brand's (saved as no arrangement), at least one column stays shown; en and ru.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ColumnChoice } from '../../../../shared/list/column-choice';
import { ColumnChooser } from '../../../../src/engine/columns/ColumnChooser';
import { setLocale } from '../../../../src/stores/preferences';
import { mockFetch } from '../../fetch-mock';
import { renderEngine } from '../harness';

const ALLOWED = [
  { id: 'lot', label: 'pageType.bid-tables.fields.lot' },
  { id: 'vehicle', label: 'pageType.bid-tables.fields.vehicle' },
  { id: 'year', label: 'pageType.bid-tables.fields.year' },
];

const saved = { body: { success: true } };

function renderChooser(choice: ColumnChoice = null) {
  const api = mockFetch({ 'PUT /user/list-columns': saved, 'DELETE /user/list-columns': saved });
  const view = renderEngine(<ColumnChooser page="bids" allowed={ALLOWED} choice={choice} />);
  return { ...view, api };
}

const columnNames = () =>
  within(screen.getByRole('list', { name: 'Columns of the list' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label') ?? box.closest('li')?.textContent);

describe('the column chooser', () => {
  it('hides and moves columns, announcing each change, and saves the arrangement', async () => {
    const { user, api } = renderChooser();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    expect(columnNames()).toEqual(['Lot', 'Vehicle', 'Year']);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Vehicle' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Vehicle' })).not.toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Vehicle hidden');

    await user.click(within(dialog).getByRole('button', { name: 'Move Year up' }));
    expect(columnNames()).toEqual(['Lot', 'Year', 'Vehicle']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Year: position 2 of 3');
    expect(within(dialog).getByRole('button', { name: 'Move Lot up' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /user/list-columns').map((call) => call.body)).toEqual([
      {
        page: 'bids',
        columns: [
          { id: 'lot', visible: true },
          { id: 'year', visible: true },
          { id: 'vehicle', visible: false },
        ],
      },
    ]);
  });

  it('moves the focused column with Alt+Up and Alt+Down, keeping focus on it', async () => {
    const { user } = renderChooser();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('checkbox', { name: 'Lot' }).focus();

    await user.keyboard('{Alt>}{ArrowDown}{ArrowDown}{/Alt}');
    expect(columnNames()).toEqual(['Vehicle', 'Year', 'Lot']);
    expect(within(dialog).getByRole('checkbox', { name: 'Lot' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Lot: position 3 of 3');

    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(columnNames()).toEqual(['Vehicle', 'Lot', 'Year']);
    expect(within(dialog).getByRole('checkbox', { name: 'Lot' })).toHaveFocus();
  });

  it('opens by keyboard, its dialog loaded on first open, with focus inside it', async () => {
    const { user } = renderChooser();
    const button = screen.getByRole('button', { name: 'Columns' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard(' ');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Lot hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus());
  });

  it('resets to the brand’s columns, saved as no arrangement', async () => {
    const { user, api } = renderChooser([
      { id: 'year', visible: true },
      { id: 'lot', visible: false },
      { id: 'vehicle', visible: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    expect(columnNames()).toEqual(['Year', 'Lot', 'Vehicle']);
    expect(within(dialog).getByRole('checkbox', { name: 'Lot' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    expect(columnNames()).toEqual(['Lot', 'Vehicle', 'Year']);
    expect(within(dialog).getByRole('checkbox', { name: 'Lot' })).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('The default columns, in their order');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('DELETE /user/list-columns')).toHaveLength(1));
    expect(api.callsTo('DELETE /user/list-columns')[0]!.query.get('page')).toBe('bids');
    expect(api.callsTo('PUT /user/list-columns')).toHaveLength(0);
  });

  it('keeps one column shown, and drops the changes on Cancel', async () => {
    const { user, api } = renderChooser();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    for (const name of ['Lot', 'Vehicle', 'Year']) await user.click(within(dialog).getByRole('checkbox', { name }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Show at least one column.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Columns' }));
    for (const box of within(await screen.findByRole('dialog')).getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(api.calls).toHaveLength(0);
  });

  it('says what it does in Russian', async () => {
    setLocale('ru');
    const { user } = renderChooser();
    await user.click(await screen.findByRole('button', { name: 'Столбцы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Столбцы' });
    await user.click(within(dialog).getByRole('button', { name: 'Переместить «Лот» ниже' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('«Лот»: место 2 из 3');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Год' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('«Год» скрыт');
    expect(within(dialog).getByRole('button', { name: 'По умолчанию' })).toBeEnabled();
  });
});
