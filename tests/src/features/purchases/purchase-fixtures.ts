// Purchases as the v1 API answers them, typed by the API schemas.
import type { PurchaseDetail, PurchaseListResponse, PurchaseRow } from '../../../../schemas/api/purchases';

export function purchaseRow(n: number, overrides: Partial<PurchaseRow> = {}): PurchaseRow {
  return {
    id: String(n),
    carId: String(100 + n),
    auction: 'USS Tokyo',
    chassis: `NHP10-${1000 + n}`,
    eta: '2026-12-01',
    etd: '2026-11-20',
    year: 2018,
    exportPort: 'Yokohama',
    images: [`/api/v1/images/lots/${100 + n}/1.svg`],
    lotNo: String(5000 + n),
    maker: 'Toyota',
    model: 'Aqua',
    purchaseDate: '2026-10-01',
    status: 4,
    totalPrice: 812000,
    voyage: 'V123E',
    sku: `SR${String(n).padStart(6, '0')}`,
    clientName: 'Ivan Petrov',
    ...overrides,
  };
}

export function purchaseList(rows: PurchaseRow[], total = rows.length): PurchaseListResponse {
  return {
    carsList: rows,
    statusList: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((value) => ({ value, label: `status ${value}`, counter: value === 4 ? 1 : 0 })),
    pageInfo: { page: 1, pageSize: 20, totalSearchResults: total, totalResults: total },
    success: true,
  };
}

export function purchaseDetail(overrides: Partial<PurchaseDetail> = {}): PurchaseDetail {
  const consignee = {
    fullName: 'Ivan Petrov',
    address: 'Svetlanskaya 12, Vladivostok',
    country: 'Russian Federation',
    port: 'Vladivostok',
    telephone: '+7 914 123 45 67',
    paymentMethod: 'Bank transfer (T/T)',
    documents: ['Invoice', 'Bill of lading'],
  };
  return {
    id: '9',
    clientName: 'Ivan Petrov',
    car: {
      title: 'Toyota Aqua S',
      carId: '109',
      model: 'Aqua',
      yearMonth: '2018',
      chassis: 'NHP10-1009',
      mileage: 54000,
      engine: 1500,
      color: 'White',
      purchaseDate: '2026-10-01',
      auction: 'USS Tokyo',
      lotNo: '5009',
      sku: 'SR000009',
    },
    consignee,
    notifyParty: { ...consignee, sameAsConsignee: true },
    finances: {
      fields: [
        { key: 'carPrice', amount: 700000 },
        { key: 'freight', amount: 112000 },
      ],
      total: 812000,
    },
    logistics: {
      yardArrivalEta: '2026-10-05',
      stockYard: 'Daikoku yard',
      exportPort: 'Yokohama',
      exportType: 'Whole car',
      purchaseDate: '2026-10-01',
      shippingLine: 'FESCO',
      voyage: 'V123E',
      destination: 'Russia',
      etd: '2026-10-20',
      eta: '2026-11-01',
      status: 4,
      dischargePort: 'Vladivostok',
    },
    images: [],
    thumbnails: [],
    documents: [
      {
        id: '3',
        name: 'invoice.pdf',
        path: '/purchased-cars/document/3',
        type: 'application/pdf',
        size: 20480,
        uploadedAt: '2026-10-02T10:00:00Z',
      },
    ],
    managerNote: 'Spare key shipped with the car.',
    ...overrides,
  };
}
