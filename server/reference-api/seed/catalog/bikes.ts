// Motorcycles of the Japanese bike auctions (BDS, JBA): frame prefix, engine, years and a typical
// auction price in thousand yen.
export interface BikeModel {
  readonly maker: string;
  readonly model: string;
  readonly framePrefix: string;
  readonly engineCc: number;
  readonly years: readonly [number, number];
  readonly priceK: number;
  readonly grades: readonly string[];
}

const b = (
  maker: string,
  model: string,
  framePrefix: string,
  engineCc: number,
  from: number,
  to: number,
  priceK: number,
  grades: readonly string[] = ['Standard'],
): BikeModel => ({
  maker,
  model,
  framePrefix,
  engineCc,
  years: [from, to],
  priceK,
  grades,
});

export const BIKE_MODELS: readonly BikeModel[] = [
  b('Honda', 'CB400 Super Four', 'NC42', 399, 2008, 2022, 600, ['Standard', 'Revo', "Super Bol d'Or"]),
  b('Honda', 'CB1300 Super Four', 'SC54', 1284, 2003, 2021, 900, ['Standard', 'SP', "Super Bol d'Or"]),
  b('Honda', 'CBR250RR', 'MC51', 249, 2017, 2024, 600),
  b('Honda', 'PCX', 'JF56', 124, 2014, 2017, 200),
  b('Honda', 'Super Cub 110', 'JA44', 109, 2017, 2022, 200),
  b('Honda', 'CRF250L', 'MD44', 249, 2017, 2020, 350, ['Standard', 'Type LD']),
  b('Honda', 'Rebel 250', 'MC49', 249, 2017, 2024, 450, ['Standard', 'S Edition']),
  b('Yamaha', 'SR400', 'RH16J', 399, 2018, 2021, 600, ['Standard', 'Final Edition']),
  b('Yamaha', 'SR400', 'RH03J', 399, 2010, 2017, 450),
  b('Yamaha', 'MT-07', 'RM19J', 688, 2018, 2022, 550, ['Standard', 'ABS']),
  b('Yamaha', 'YZF-R25', 'RG10J', 249, 2014, 2018, 350),
  b('Yamaha', 'TMAX530', 'SJ12J', 530, 2012, 2016, 600, ['Standard', 'DX']),
  b('Yamaha', 'XSR900', 'RN56J', 845, 2016, 2021, 700),
  b('Yamaha', 'Serow 250', 'DG17J', 249, 2008, 2020, 350, ['Standard', 'Final Edition']),
  b('Kawasaki', 'Ninja ZX-6R', 'ZX636G', 636, 2019, 2023, 900, ['Standard', 'KRT Edition']),
  b('Kawasaki', 'Ninja 250', 'EX250L', 249, 2013, 2017, 300, ['Standard', 'SE']),
  b('Kawasaki', 'Z900RS', 'ZR900C', 948, 2018, 2024, 1200, ['Standard', 'Cafe', 'SE']),
  b('Kawasaki', 'W800', 'EJ800A', 773, 2011, 2016, 600, ['Standard', 'Special Edition']),
  b('Kawasaki', 'Ninja 400', 'EX400G', 399, 2018, 2023, 450, ['Standard', 'KRT Edition']),
  b('Suzuki', 'Hayabusa', 'GX72A', 1339, 2008, 2020, 1100),
  b('Suzuki', 'GSX-R1000R', 'DM11G', 999, 2017, 2022, 1200),
  b('Suzuki', 'V-Strom 650', 'VP56A', 645, 2012, 2017, 500, ['Standard', 'XT']),
  b('Suzuki', 'Address V125', 'CF46A', 124, 2008, 2016, 100, ['G', 'S']),
  b('Suzuki', 'GSX250R', 'DN11A', 248, 2017, 2023, 300),
  b('Harley-Davidson', 'Sportster XL883N', '1HD4LE2', 883, 2010, 2020, 500, ['Iron 883']),
];

/** Section grades of a bike inspection sheet, best first. */
export const BIKE_SECTION_RATES = ['5', '4', '3', '2', '1'] as const;
