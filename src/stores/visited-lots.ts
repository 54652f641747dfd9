// Lots the user opened from a listing (seed 001 §2): highlighted in the lists, the most recent 20
// kept newest first and persisted. Lot ids are only unique within a page type, so each entry says both.
import { proxy, subscribe } from 'valtio';
import { readStored, writeStored } from './local-storage';
import { USER_STORAGE_KEYS, forgotten } from './user-traces';

const VISITED_LOTS_KEY = USER_STORAGE_KEYS.visited;
const VISITED_LOTS_LIMIT = 20;

interface VisitedLots {
  /** `<pageType>:<lotId>`, newest first */
  keys: string[];
}

export const visitedLotKey = (pageType: string, lotId: string): string => `${pageType}:${lotId}`;

function readVisited(): string[] {
  try {
    const stored: unknown = JSON.parse(readStored(VISITED_LOTS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string').slice(0, VISITED_LOTS_LIMIT) : [];
  } catch {
    return [];
  }
}

export const visitedLots = proxy<VisitedLots>({ keys: readVisited() });
subscribe(forgotten, () => {
  visitedLots.keys = [];
});

export function markLotVisited(pageType: string, lotId: string): void {
  const key = visitedLotKey(pageType, lotId);
  visitedLots.keys = [key, ...visitedLots.keys.filter((k) => k !== key)].slice(0, VISITED_LOTS_LIMIT);
  writeStored(VISITED_LOTS_KEY, JSON.stringify(visitedLots.keys));
}

/** Takes the stored list again (a fresh page in tests, another tab). */
export function syncVisitedLotsFromStorage(): void {
  visitedLots.keys = readVisited();
}
