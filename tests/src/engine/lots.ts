// Listing lots and pages as GET /{pageType}/listing answers them, typed by the API schemas.
import type { CarLot, MechLot, PageInfo } from '../../../schemas/api/listing';

export function carLot(n: number, overrides: Partial<CarLot> = {}): CarLot {
  return {
    id: String(1000 + n),
    lotNo: String(50000 + n),
    auctionDate: '2025-01-10 10:30',
    auctionName: 'USS Tokyo',
    maker: 'Toyota',
    model: `Prius ${n}`,
    year: 2018,
    engine: 1800,
    chassis: `ZVW30-${n}`,
    grade: 'S',
    color: 'White',
    gearbox: 'AT',
    priv: null,
    mileage: 45000,
    equip: 'AAC PS PW',
    condition: '4.5',
    startPrice: 1500000,
    averagePrice: 1700000,
    soldPrice: null,
    isUss: true,
    myBidAmount: null,
    wishList: [],
    status: 4531,
    images: [`/api/v1/images/lots/${1000 + n}/1.svg`],
    link: `/car-auctions/${1000 + n}`,
    ...overrides,
  };
}

export function mechLot(n: number, overrides: Partial<MechLot> = {}): MechLot {
  return {
    id: String(7000 + n),
    lotNo: String(900 + n),
    auctionDate: '2025-01-11 09:00',
    auctionName: 'Kobayashi',
    group: 'Trucks',
    category: 'Dump',
    maker: 'Hino',
    model: `Ranger ${n}`,
    gg: null,
    cc: 7700,
    year: 2012,
    hours: 5400,
    grade: '',
    KPP: 'MT',
    mileage: 210000,
    condition: '3.5',
    volume: null,
    serial: `FD-${n}`,
    price: 2_400_000 + n * 1000,
    myBid: false,
    myBidAmount: null,
    bidStatusId: null,
    wishList: [],
    images: [`/api/v1/images/lots/${7000 + n}/1.svg`],
    ...overrides,
  };
}

export const pageInfo = (overrides: Partial<PageInfo> = {}): PageInfo => ({
  page: 1,
  pageSize: 20,
  totalSearchResults: 2,
  totalResults: 1000,
  ...overrides,
});

/** n lots starting at `from`. */
export const carLots = (count: number, from = 1): CarLot[] => Array.from({ length: count }, (_, i) => carLot(from + i));
