// A favorites page holds lots of several page types, newest first; each type is shown in its own
// section (its links and calls differ), in the order the types first appear.
import type { WishlistLot } from '../../../schemas/api/listing';

export interface FavoriteSection {
  /** the lots' page type (apiPageType) */
  lotType: string;
  lots: WishlistLot[];
}

export function favoriteSections(lots: readonly WishlistLot[]): FavoriteSection[] {
  const byType = new Map<string, WishlistLot[]>();
  for (const lot of lots) {
    const list = byType.get(lot.lotType);
    if (list) list.push(lot);
    else byType.set(lot.lotType, [lot]);
  }
  return [...byType].map(([lotType, sectionLots]) => ({ lotType, lots: sectionLots }));
}
