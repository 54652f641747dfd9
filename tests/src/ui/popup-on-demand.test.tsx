import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PopupOnDemand } from '../../../src/ui/PopupOnDemand';

function renderMenuButton() {
  const preload = vi.fn(() => new Promise(() => {}));
  render(<PopupOnDemand popup="menu" preload={preload} trigger={<button type="button">Sort</button>} render={(trigger) => trigger} />);
  return { preload, button: screen.getByRole('button', { name: 'Sort' }) };
}

describe('PopupOnDemand', () => {
  it('starts loading the popup when the pointer reaches the button', async () => {
    const { preload, button } = renderMenuButton();
    expect(preload).not.toHaveBeenCalled();
    await userEvent.hover(button);
    expect(preload).toHaveBeenCalled();
  });

  it('starts loading the popup when the button gets focus', () => {
    const { preload, button } = renderMenuButton();
    act(() => button.focus());
    expect(preload).toHaveBeenCalled();
  });
});
