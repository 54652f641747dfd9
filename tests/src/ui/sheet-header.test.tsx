import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverlayDrawer } from '@fluentui/react-drawer';
import { SheetHeader } from '../../../src/ui/SheetHeader';

describe('SheetHeader', () => {
  it('shows the title and closes through a named button', async () => {
    const onClose = vi.fn();
    render(
      <OverlayDrawer open>
        <SheetHeader title="Filters" closeLabel="Close filters" onClose={onClose} />
      </OverlayDrawer>,
    );
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
