// What one user leaves in this browser besides the session cookies: the API answers cached in memory,
// the lots picked for comparison and those opened (kept in local storage), a bid amount being typed and
// the open chat. A shared computer must not show them to the next person, so they go at logout and when
// someone signs in (also after a session ended without a logout, in the same tab). The stores that hold
// them watch `forgotten` rather than being imported here, so the shell and the login page stay light.
import { proxy } from 'valtio';
import { writeStored } from './local-storage';

/** Local-storage keys of a user's lists (compare-lots.ts, visited-lots.ts). */
export const USER_STORAGE_KEYS = { compared: 'compare-lots', visited: 'visited-lots' } as const;

/** Counts the times a user's traces were dropped: each store empties its part when it changes. */
export const forgotten = proxy({ times: 0 });

export function forgetUserTraces(cachedAnswers: { clear(): void }): void {
  cachedAnswers.clear();
  for (const key of Object.values(USER_STORAGE_KEYS)) writeStored(key, '[]');
  forgotten.times += 1;
}
