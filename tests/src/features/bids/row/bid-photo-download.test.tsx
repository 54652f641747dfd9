// Photo download on a bid row: offered for lots with photo archives to users with downloadPhotos.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BidPhotoDownload } from '../../../../../src/features/bids/row/BidPhotoDownload';
import { bidRow, renderRow } from './harness';

describe('BidPhotoDownload', () => {
  it('asks the lot’s page type for the archive link', async () => {
    const { user, fetch } = renderRow(<BidPhotoDownload bid={bidRow({ lotType: 'bikes', id: '4242' })} variant="bid-manager" />, {
      routes: { 'GET /bikes/download-images': { body: '' } },
    });
    await user.click(await screen.findByRole('button', { name: /download/i }));
    expect(fetch.callsTo('GET /bikes/download-images')[0]?.query.get('id')).toBe('4242');
  });

  it('offers nothing for statistics lots or without downloadPhotos', async () => {
    const { unmount } = renderRow(<BidPhotoDownload bid={bidRow({ lotType: 'stats' })} variant="archive-bids" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderRow(<BidPhotoDownload bid={bidRow()} variant="bids" />, { role: 'client', flags: { downloadPhotos: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
