import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from '../../../src/ui/lazy-component';

function Heading({ label }: { label: string }) {
  return <h1>{label}</h1>;
}

const renderInBoundary = (Component: ComponentType<{ label: string }>, label: string) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component label={label} />
    </Suspense>,
  );

describe('lazyComponent', () => {
  it('renders a component whose module is in at once, its fallback never shown', async () => {
    const { Component, preload } = lazyComponent<{ label: string }>(async () => ({ default: Heading }));
    await preload();
    renderInBoundary(Component, 'Lots');
    expect(screen.getByRole('heading', { name: 'Lots' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback while the module loads, then the component', async () => {
    const { Component } = lazyComponent<{ label: string }>(async () => ({ default: Heading }));
    renderInBoundary(Component, 'Lots');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lots' })).toBeInTheDocument();
  });

  it('loads the module once however often it is asked for, and again after a failure', async () => {
    let loads = 0;
    const { preload } = lazyComponent<{ label: string }>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { default: Heading };
    });
    await expect(preload()).rejects.toThrow('offline');
    await Promise.all([preload(), preload()]);
    expect(loads).toBe(2);
  });
});
