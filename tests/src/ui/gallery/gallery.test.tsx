import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gallery } from '../../../../src/ui/gallery/Gallery';
import { renderEngine } from '../../engine/harness';
import { setViewport } from '../../media';

const images = ['/p/1.jpg', '/p/2.jpg', '/p/3.jpg', '/p/4.jpg', '/p/5.jpg', '/p/6.jpg'];
const thumbnails = images.map((src) => src.replace('.jpg', '-s.jpg'));

describe('Gallery', () => {
  it('shows the main photo at once and first (the largest thing on the screen), and a thumbnail per photo that picks it', async () => {
    const { user, container } = renderEngine(<Gallery images={images} thumbnails={thumbnails} title="Toyota Prius" />);
    const main = screen.getByRole('button', { name: 'Open photo 1 of 6 of Toyota Prius full screen' });
    expect(main.querySelector('img')).not.toHaveAttribute('loading', 'lazy');
    expect(main.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelectorAll('img[src$="-s.jpg"][loading="lazy"]')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 6' }));
    expect(screen.getByRole('button', { name: 'Open photo 3 of 6 of Toyota Prius full screen' })).toBeInTheDocument();
  });

  it('opens full screen, steps with the arrow keys and buttons, shows 4 thumbnails per view and closes on Escape', async () => {
    const { user } = renderEngine(<Gallery images={images} thumbnails={thumbnails} title="Toyota Prius" />);
    await user.click(screen.getByRole('button', { name: /Open photo 1 of 6/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Toyota Prius: photo 1 of 6' });
    expect(within(viewer).getAllByRole('button', { name: /^Show photo/ })).toHaveLength(4);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Toyota Prius: photo 2 of 6' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    const last = screen.getByRole('dialog', { name: 'Toyota Prius: photo 6 of 6' });
    // the thumbnail page of photo 6 holds photos 5 and 6
    expect(
      within(last)
        .getAllByRole('button', { name: /^Show photo/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Show photo 5 of 6', 'Show photo 6 of 6']);
    await user.click(within(last).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 1 of 6: Toyota Prius' })).toHaveAttribute('src', '/p/1.jpg');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens full screen by keyboard, its viewer loaded on first open, with focus in it', async () => {
    const { user } = renderEngine(<Gallery images={images} thumbnails={thumbnails} title="Toyota Prius" />);
    act(() => screen.getByRole('button', { name: /Open photo 1 of 6/ }).focus());
    await user.keyboard('{Enter}');
    const viewer = await screen.findByRole('dialog', { name: 'Toyota Prius: photo 1 of 6' });
    await waitFor(() => expect(viewer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Toyota Prius: photo 2 of 6' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toggles 2× zoom with a click on the photo', async () => {
    const { user } = renderEngine(<Gallery images={images} title="Toyota Prius" />);
    await user.click(screen.getByRole('button', { name: /Open photo 1/ }));
    const zoom = await screen.findByRole('button', { name: 'Zoom 2×' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await user.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await user.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
  });

  it('disables previous and next when any photo is missing', async () => {
    const { user } = renderEngine(<Gallery images={['/p/1.jpg', '', '/p/3.jpg']} title="Toyota Prius" />);
    await user.click(screen.getByRole('button', { name: /Open photo 1/ }));
    expect(await screen.findByRole('button', { name: 'Next photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Toyota Prius: photo 1 of 3' })).toBeInTheDocument();
  });

  it('shows only the first photos on phones when limited (statistics pages)', () => {
    setViewport({ width: 400 });
    renderEngine(<Gallery images={images} title="Toyota Prius" phoneLimit={2} />);
    expect(screen.getByRole('button', { name: /Open photo 1 of 2/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show photo/ })).toHaveLength(2);
  });

  it('says so when the lot has no photos', () => {
    renderEngine(<Gallery images={[]} title="Toyota Prius" />);
    expect(screen.getByRole('img', { name: 'No photos' })).toBeInTheDocument();
  });
});
