// Lot detail answers as the v1 API sends them, typed by the API schemas.
import type { BidInfo } from '../../../../schemas/api/bid-info';
import type { BikeDetailResponse, CarDetailResponse, MachineryDetailResponse } from '../../../../schemas/api/lot-detail';

export const bidInfo = (overrides: Partial<BidInfo> = {}): BidInfo => ({
  bidGroupShow: false,
  exportTypeOptional: true,
  exportTypeShow: false,
  startPrice: 500000,
  averagePrice: null,
  soldPrice: null,
  fixedPrice: null,
  bidLimitReached: false,
  myBid: false,
  jasId: null,
  myBidAmount: null,
  myBidDate: null,
  biddingDeadline: '2030-01-10T00:00:00Z',
  auctionTime: '2030-01-10T01:00:00Z',
  acceptBid: true,
  cancellationAllowed: true,
  auctionFinished: false,
  bidStatusId: null,
  bidAdjustmentPrice: 0,
  cancelDeadlineHour: 2,
  ...overrides,
});

const lotInfo = { lotNumber: '12345', auctionName: 'USS Tokyo', auctionDate: '2030-01-10 10:30', condition: '4.5', status: 4532 };
const lotImages = {
  images: ['/images/lots/41/1.svg', '/images/lots/41/2.svg', '/images/lots/41/3.svg'],
  thumbnails: ['/images/lots/41/1.svg', '/images/lots/41/2.svg', '/images/lots/41/3.svg'],
};

type CarOverrides = { common?: Partial<CarDetailResponse['carCommonDetail']> } & Partial<Omit<CarDetailResponse, 'carCommonDetail'>>;

export function carDetail({ common, ...rest }: CarOverrides = {}): CarDetailResponse {
  return {
    carCommonDetail: {
      isUss: false,
      allowDownloadPhotos: true,
      id: '41',
      lotNumber: '12345',
      info: 'Sunroof, leather seats',
      auctionSheet: '/images/sheets/41.svg',
      comment: null,
      commentEditable: false,
      videos: null,
      reportEntries: [],
      ratings: null,
      ...common,
    },
    mopDeail: { auctionSheet: '/images/sheets/41.svg', backgroundSize: '400%', backgroundPosition: '0 0' },
    lotInfo,
    carInfo: { maker: 'Toyota', model: 'Prius', year: 2015, chassisId: 'ZVW30-1234567', mileage: 85000, mileageNote: null },
    carSpecification: {
      engineCC: 1800,
      grade: 'S Touring',
      color: 'White',
      transmission: 'AT',
      drive: '2WD',
      horsePower: 99,
      equipment: 'AC PS PW',
    },
    lotImages,
    bidInfo: bidInfo(),
    wishList: [],
    ...rest,
  };
}

export function bikeDetail(): BikeDetailResponse {
  return {
    bikeCommonDetail: {
      id: '77',
      lotNumber: '2001',
      auctionSheet: null,
      comment: 'Check the frame',
      commentEditable: false,
      allowDownloadPhotos: true,
    },
    lotInfo: { ...lotInfo, lotNumber: '2001', auctionName: 'BDS Kansai' },
    bikeInfo: { maker: 'Honda', model: 'CB400', year: '2012', serial: 'NC42-1001234', mileage: 12000, mileageNote: 'Meter replaced' },
    bikeSpecification: { grade: 'Super Four', color: 'Red', engineCC: 400 },
    lotImages,
    bidInfo: bidInfo(),
    wishList: [],
  };
}

export function machineryDetail(): MachineryDetailResponse {
  return {
    mechCommonDetail: { id: '90', allowDownloadPhotos: false, lotNumber: '501', comment: null, commentEditable: false },
    lotInfo: { ...lotInfo, lotNumber: '501', auctionName: 'JM Tokyo' },
    mechInfo: { maker: 'Komatsu', model: 'PC200', year: 2010, serial: 'PC200-3456', mileage: null, hours: 5400 },
    mechSpecification: { grade: '8' },
    lotImages,
    bidInfo: bidInfo(),
    wishList: [],
  };
}
