import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { FALLBACK_COMPANY_CONFIG } from '../../../src/ui/company-config';
import { TooltipOnDemand } from '../../../src/ui/TooltipOnDemand';

describe('an element whose tooltip loads on first use', () => {
  it('is not replaced while pressed, so the click the press began lands on it', async () => {
    const user = userEvent.setup();
    const clicks: string[] = [];
    render(
      <AppProviders config={FALLBACK_COMPANY_CONFIG} queryClient={createQueryClient()}>
        <TooltipOnDemand content="Payments">
          <button type="button" aria-label="Payments" onClick={() => clicks.push('Payments')}>
            P
          </button>
        </TooltipOnDemand>
      </AppProviders>,
    );
    const light = screen.getByRole('button', { name: 'Payments' });
    // pointing at it starts the load of the tooltip's code, which arrives before the release
    await user.pointer({ keys: '[MouseLeft>]', target: light });
    await act(async () => {
      await import('../../../src/ui/FluentTooltip');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('button', { name: 'Payments' })).toBe(light);

    await user.pointer({ keys: '[/MouseLeft]', target: light });
    expect(clicks).toEqual(['Payments']);
    // after the click the element with the real tooltip comes in
    await waitFor(() => expect(screen.getByRole('button', { name: 'Payments' })).not.toBe(light));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Payments');
  });
});
