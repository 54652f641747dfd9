import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TabLinks } from '../../../src/ui/TabLinks';
import { renderEngine } from '../engine/harness';

describe('TabLinks', () => {
  it('is a named navigation of links to each route, the shown one marked as the current page', () => {
    renderEngine(
      <TabLinks
        label="Favorite groups"
        links={[
          { href: '/favorites/A', text: 'Group A', current: false },
          { href: '/favorites/B', text: 'Group B', current: true },
        ]}
      />,
      { path: '/favorites/B' },
    );
    const nav = screen.getByRole('navigation', { name: 'Favorite groups' });
    expect(within(nav).getByRole('link', { name: 'Group A' })).toHaveAttribute('href', '/favorites/A');
    expect(within(nav).getByRole('link', { name: 'Group A' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Group B' })).toHaveAttribute('aria-current', 'page');
  });
});
