// Auction houses and the weekdays (1 Monday … 6 Saturday) they hold their weekly sale, with a size
// that weights how many lots each auction gets. Stock houses are fixed-price ("one price") corners.
export type HouseKind = 'car' | 'bike' | 'machinery' | 'stock';

export interface AuctionHouse {
  readonly name: string;
  readonly kind: HouseKind;
  readonly weekdays: readonly number[];
  readonly startTime: string;
  readonly size: number;
}

const h = (name: string, kind: HouseKind, weekdays: readonly number[], startTime: string, size: number): AuctionHouse => ({
  name,
  kind,
  weekdays,
  startTime,
  size,
});

export const AUCTION_HOUSES: readonly AuctionHouse[] = [
  h('USS Tokyo', 'car', [4], '09:30', 12),
  h('USS Nagoya', 'car', [5], '09:30', 10),
  h('USS Yokohama', 'car', [6], '09:30', 7),
  h('USS Osaka', 'car', [3], '09:30', 6),
  h('USS Kyushu', 'car', [3], '09:40', 4),
  h('USS Saitama', 'car', [5], '09:40', 5),
  h('TAA Kinki', 'car', [4], '09:50', 4),
  h('TAA Yokohama', 'car', [3], '09:50', 4),
  h('JU Aichi', 'car', [6], '09:45', 4),
  h('JU Tokyo', 'car', [5], '09:45', 3),
  h('HAA Kobe', 'car', [6], '09:30', 5),
  h('Arai Bayside', 'car', [3], '10:00', 4),
  h('Arai Oyama', 'car', [4], '10:00', 4),
  h('CAA Chubu', 'car', [4], '09:40', 3),
  h('CAA Tokyo', 'car', [3], '09:40', 3),
  h('Honda Tokyo', 'car', [4], '10:00', 2),
  h('LAA Okayama', 'car', [5], '10:00', 2),
  h('iAUC', 'car', [1, 2], '10:00', 3),
  h('Bay Auc', 'car', [1], '10:00', 3),
  h('Aucnet', 'car', [1], '11:00', 3),
  h('Zero Osaka', 'car', [2], '10:00', 3),
  h('NAA Tokyo', 'car', [2], '09:45', 3),
  h('ORIX Atsugi', 'car', [2], '10:00', 2),
  h('KCAA Fukuoka', 'car', [3], '10:00', 2),
  h('SAA Sapporo', 'car', [4], '10:00', 2),
  h('BDS Kanto', 'bike', [4], '10:00', 5),
  h('BDS Kansai', 'bike', [3], '10:00', 4),
  h('BDS Kyushu', 'bike', [2], '10:30', 2),
  h('JBA Tokyo', 'bike', [5], '10:00', 3),
  h('JBA Osaka', 'bike', [1], '10:30', 2),
  h('Ritchie Bros. Chiba', 'machinery', [3], '09:00', 4),
  h('Kobelco Machinery Tokyo', 'machinery', [2], '10:00', 3),
  h('Arai Machinery Oyama', 'machinery', [4], '10:00', 3),
  h('JU Machinery Aichi', 'machinery', [5], '10:00', 2),
  h('NSK Machinery Osaka', 'machinery', [6], '10:00', 2),
  h('USS One Price', 'stock', [1, 2, 3, 4, 5, 6], '00:00', 3),
  h('JU One Price', 'stock', [1, 2, 3, 4, 5, 6], '00:00', 2),
  h('Aucnet One Price', 'stock', [1, 2, 3, 4, 5, 6], '00:00', 2),
];

export function isUssHouse(name: string): boolean {
  return name.startsWith('USS ');
}
