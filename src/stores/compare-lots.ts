// The lots picked for comparison (issue #20): up to 4, from listings, favorites and lot pages, kept in
// this browser so the choice survives reloads. Lot ids are unique within a page type only, so each
// entry names both. The compare page's address carries them too: /compare?lots=car-auction:12,bikes:7.
import { proxy, subscribe } from 'valtio';
import { readStored, writeStored } from './local-storage';
import { USER_STORAGE_KEYS, forgotten } from './user-traces';

export const COMPARE_LIMIT = 4;
const COMPARE_KEY = USER_STORAGE_KEYS.compared;

export interface ComparedLot {
  /** the page type's API name */
  readonly type: string;
  readonly id: string;
}

const ENTRY = /^([a-z][a-z-]{0,30}):([A-Za-z0-9_-]{1,40})$/;

/** `car-auction:12,bikes:7` → the lots, the malformed and repeated ones left out, at most COMPARE_LIMIT. */
export function parseCompareParam(text: string): ComparedLot[] {
  const lots: ComparedLot[] = [];
  for (const part of text.split(',')) {
    const [, type, id] = ENTRY.exec(part.trim()) ?? [];
    if (type && id && !lots.some((lot) => lot.type === type && lot.id === id)) lots.push({ type, id });
  }
  return lots.slice(0, COMPARE_LIMIT);
}

/** The compare page's address for these lots; its commas and colons stay readable. */
export const compareHref = (lots: readonly ComparedLot[]): string =>
  lots.length > 0 ? `/compare?lots=${lots.map((lot) => `${lot.type}:${lot.id}`).join(',')}` : '/compare';

function readCompared(): ComparedLot[] {
  try {
    const stored: unknown = JSON.parse(readStored(COMPARE_KEY) ?? '[]');
    return Array.isArray(stored) ? parseCompareParam(stored.filter((entry): entry is string => typeof entry === 'string').join(',')) : [];
  } catch {
    return [];
  }
}

export const comparedLots = proxy<{ lots: ComparedLot[] }>({ lots: readCompared() });
subscribe(forgotten, () => {
  comparedLots.lots = [];
});

function store(lots: ComparedLot[]): void {
  comparedLots.lots = lots;
  writeStored(COMPARE_KEY, JSON.stringify(lots.map((lot) => `${lot.type}:${lot.id}`)));
}

export const isCompared = (lots: readonly ComparedLot[], type: string, id: string): boolean =>
  lots.some((lot) => lot.type === type && lot.id === id);

/** Picks a lot, or lets it go when it is picked; a fifth lot is not picked. */
export function toggleCompared(type: string, id: string): void {
  const { lots } = comparedLots;
  if (isCompared(lots, type, id)) store(lots.filter((lot) => lot.type !== type || lot.id !== id));
  else if (lots.length < COMPARE_LIMIT) store([...lots, { type, id }]);
}

/** The comparison is these lots from now on (the compare page's own, after a lot was taken out). */
export const setCompared = (lots: readonly ComparedLot[]): void => store(lots.slice(0, COMPARE_LIMIT));

/** Takes the stored list again (a fresh page in tests, another tab). */
export function syncComparedLotsFromStorage(): void {
  comparedLots.lots = readCompared();
}
