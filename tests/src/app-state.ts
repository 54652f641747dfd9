// The app's module-level state, put back to a fresh page's after every test. Component test files
// share one module cache per worker (vitest.config.ts: isolate false), so what a test leaves in a
// store or connection would otherwise reach the next file.
import { disconnectSocket } from '../../src/api/socket';
import { syncListingPreferencesFromStorage } from '../../src/engine/listing/listing-preferences';
import { bidEdits } from '../../src/features/bids/row/bid-edit-store';
import { closeChat } from '../../src/stores/bid-chat';
import { syncPreferencesFromStorage } from '../../src/stores/preferences';
import { SessionStatus, sessionStore } from '../../src/stores/session';
import { typedBids } from '../../src/stores/typed-bids';
import { syncVisitedLotsFromStorage } from '../../src/stores/visited-lots';

/** Call after storage is cleared: stores re-read the (now empty) storage like a fresh page. */
export function resetAppState(): void {
  disconnectSocket();
  Object.assign(sessionStore, { status: SessionStatus.unknown, expired: false });
  closeChat();
  for (const bidId of Object.keys(bidEdits)) delete bidEdits[Number(bidId)];
  for (const key of Object.keys(typedBids)) delete typedBids[key];
  syncPreferencesFromStorage();
  syncListingPreferencesFromStorage();
  syncVisitedLotsFromStorage();
}
