// The destination port of the profile, where the landed-cost estimate ships to: one of the company's
// price list, shown and edited with the personal info; no such field for a company without one.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../fetch-mock';
import { profile, signedIn } from '../../fixtures';
import { renderApp } from '../../render';
import { COSTS } from '../bidding/costs-fixture';

const SLOW = 90_000;
const FIRST_RENDER = { timeout: 30_000 };

describe('profile destination port', () => {
  it(
    'shows the port and saves another one of the price list',
    async () => {
      const fetch = mockFetch(signedIn(profile({ destinationPort: 'poti', mobile: '+81 90 1234 5678' })));
      fetch.use({ 'PUT /user/update-profile': { body: { success: true, message: 'Saved' } } });
      const { user } = renderApp({ path: '/profile', config: { costs: COSTS } });
      expect(await screen.findByText('Poti', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.getByText('Destination port')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Edit' }));
      const port = screen.getByRole('combobox', { name: 'Destination port' });
      expect(port).toHaveDisplayValue('Poti');
      expect([...port.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Not set', 'Vladivostok', 'Poti']);
      await user.selectOptions(port, 'vladivostok');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText('Your profile is saved');
      expect(fetch.callsTo('PUT /user/update-profile')[0]!.body).toMatchObject({ destinationPort: 'vladivostok' });
    },
    SLOW,
  );

  it(
    'has no port for a company without a price list, and sends none',
    async () => {
      const fetch = mockFetch(signedIn(profile({ destinationPort: 'poti', mobile: '+81 90 1234 5678' })));
      fetch.use({ 'PUT /user/update-profile': { body: { success: true, message: 'Saved' } } });
      const { user } = renderApp({ path: '/profile' });
      await user.click(await screen.findByRole('button', { name: 'Edit' }, FIRST_RENDER));
      expect(screen.queryByRole('combobox', { name: 'Destination port' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText('Your profile is saved');
      expect(fetch.callsTo('PUT /user/update-profile')[0]!.body).not.toHaveProperty('destinationPort');
    },
    SLOW,
  );
});
