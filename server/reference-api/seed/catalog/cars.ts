// Cars sold at Japanese auctions: models with their chassis codes, years, engines and a typical
// auction price (thousand yen) of a grade 4 car of the middle year, from which lot prices are drawn.
import type { CarBody } from './body-types';

interface CarVariant {
  readonly chassis: string;
  readonly years: readonly [number, number];
  readonly engineCc: number;
  readonly horsePower: number;
  readonly priceK: number;
}

export interface CarModel {
  readonly maker: string;
  readonly model: string;
  readonly body: CarBody;
  readonly drives: readonly string[];
  readonly gearboxes: readonly string[];
  readonly grades: readonly string[];
  readonly variants: readonly CarVariant[];
}

const v = (chassis: string, from: number, to: number, engineCc: number, horsePower: number, priceK: number): CarVariant => ({
  chassis,
  years: [from, to],
  engineCc,
  horsePower,
  priceK,
});

const AUTOMATIC = ['AT', 'FAT', 'CAT', 'CVT'];
const HYBRID = ['CVT', 'FAT', 'AT'];
const KEI = ['CVT', 'AT', 'FAT', 'IAT'];
const SPORTY = ['6MT', 'FAT', 'MT'];
const COMMERCIAL = ['5MT', 'AT', 'MT', 'CAT'];
const TWO = ['2WD'];
const FOUR = ['4WD'];
const EITHER = ['2WD', '2WD', '4WD'];

export const CAR_MODELS: readonly CarModel[] = [
  { maker: 'Toyota', model: 'Prius', body: 'hatchback', drives: TWO, gearboxes: HYBRID, grades: ['S', 'S Touring Selection', 'A', 'A Premium', 'L'], variants: [v('ZVW30', 2009, 2015, 1790, 99, 450), v('ZVW50', 2015, 2022, 1790, 98, 1300)] },
  { maker: 'Toyota', model: 'Aqua', body: 'hatchback', drives: TWO, gearboxes: HYBRID, grades: ['S', 'G', 'L', 'Crossover'], variants: [v('NHP10', 2011, 2021, 1490, 74, 450), v('MXPK11', 2021, 2024, 1490, 91, 1700)] },
  { maker: 'Toyota', model: 'Land Cruiser Prado', body: 'suv', drives: FOUR, gearboxes: ['AT', 'FAT'], grades: ['TX', 'TX L Package', 'TZ-G'], variants: [v('TRJ150W', 2009, 2023, 2690, 163, 3200), v('GDJ150W', 2015, 2023, 2750, 177, 4000)] },
  { maker: 'Toyota', model: 'Land Cruiser', body: 'suv', drives: FOUR, gearboxes: ['AT', 'FAT'], grades: ['AX', 'GX', 'ZX', 'AX G Selection'], variants: [v('URJ202W', 2007, 2021, 4600, 318, 5000)] },
  { maker: 'Toyota', model: 'Alphard', body: 'minivan', drives: EITHER, gearboxes: AUTOMATIC, grades: ['S', 'S C Package', 'SC', 'Executive Lounge', 'X'], variants: [v('ANH20W', 2008, 2014, 2360, 170, 900), v('AGH30W', 2015, 2023, 2490, 182, 3000), v('GGH30W', 2015, 2023, 3450, 301, 3500)] },
  { maker: 'Toyota', model: 'Crown', body: 'sedan', drives: TWO, gearboxes: ['AT', 'FAT', 'CVT'], grades: ['Royal Saloon', 'Athlete S', 'Athlete G', 'RS Advance'], variants: [v('GRS210', 2012, 2018, 2490, 203, 1200), v('AWS210', 2012, 2018, 2490, 178, 1400), v('ARS220', 2018, 2022, 1990, 245, 2800)] },
  { maker: 'Toyota', model: 'Hiace', body: 'van', drives: EITHER, gearboxes: COMMERCIAL, grades: ['DX', 'Super GL', 'Super GL Dark Prime', 'Long DX'], variants: [v('TRH200V', 2004, 2024, 1990, 136, 2000), v('KDH201V', 2004, 2017, 2980, 144, 2200), v('GDH201V', 2017, 2024, 2750, 151, 3000)] },
  { maker: 'Toyota', model: 'Corolla Fielder', body: 'wagon', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['X', 'G', 'Hybrid G', 'W x B'], variants: [v('NZE161G', 2012, 2019, 1490, 109, 550), v('NKE165G', 2013, 2019, 1490, 74, 650)] },
  { maker: 'Toyota', model: 'Voxy', body: 'minivan', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['X', 'V', 'ZS', 'ZS Kirameki'], variants: [v('ZRR80W', 2014, 2021, 1980, 152, 1500), v('ZWR80W', 2014, 2021, 1790, 99, 1700)] },
  { maker: 'Toyota', model: 'Harrier', body: 'suv', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['Elegance', 'Premium', 'Progress', 'Z'], variants: [v('ZSU60W', 2013, 2020, 1980, 151, 1900), v('AXUH80', 2020, 2024, 2480, 178, 3500)] },
  { maker: 'Toyota', model: 'C-HR', body: 'suv', drives: TWO, gearboxes: ['CVT'], grades: ['S', 'G', 'G-T'], variants: [v('ZYX10', 2016, 2023, 1790, 98, 1700), v('NGX50', 2016, 2023, 1190, 116, 1500)] },
  { maker: 'Toyota', model: 'Vitz', body: 'hatchback', drives: EITHER, gearboxes: ['CVT', 'AT'], grades: ['F', 'Jewela', 'RS', 'U'], variants: [v('KSP130', 2010, 2019, 996, 69, 250), v('NSP130', 2010, 2019, 1329, 99, 350)] },
  { maker: 'Toyota', model: 'Sienta', body: 'minivan', drives: TWO, gearboxes: ['CVT'], grades: ['X', 'G', 'Funbase G'], variants: [v('NSP170G', 2015, 2022, 1490, 109, 900), v('NHP170G', 2015, 2022, 1490, 74, 1100)] },
  { maker: 'Toyota', model: 'RAV4', body: 'suv', drives: FOUR, gearboxes: ['CVT'], grades: ['X', 'G', 'Adventure', 'G Z Package'], variants: [v('MXAA54', 2019, 2024, 1980, 171, 2800)] },
  { maker: 'Honda', model: 'Fit', body: 'hatchback', drives: EITHER, gearboxes: ['CVT', 'FAT', 'AT'], grades: ['13G', '13G F Package', 'Hybrid', 'Hybrid L Package', 'RS'], variants: [v('GK3', 2013, 2020, 1310, 100, 450), v('GP5', 2013, 2020, 1490, 110, 550), v('GR3', 2020, 2024, 1490, 98, 1300)] },
  { maker: 'Honda', model: 'Vezel', body: 'suv', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['X', 'Z', 'Hybrid Z', 'Hybrid RS', 'Touring'], variants: [v('RU1', 2013, 2021, 1490, 131, 1000), v('RU3', 2013, 2021, 1490, 132, 1100), v('RV5', 2021, 2024, 1490, 106, 2300)] },
  { maker: 'Honda', model: 'N-BOX', body: 'kei', drives: EITHER, gearboxes: KEI, grades: ['G', 'G L Package', 'Custom G', 'Custom G L Turbo'], variants: [v('JF1', 2011, 2017, 658, 58, 450), v('JF3', 2017, 2023, 658, 58, 1000)] },
  { maker: 'Honda', model: 'Freed', body: 'minivan', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['G', 'Hybrid G', 'Hybrid EX', 'Crosstar'], variants: [v('GB3', 2008, 2016, 1490, 118, 400), v('GB5', 2016, 2024, 1490, 131, 1200), v('GB7', 2016, 2024, 1490, 110, 1400)] },
  { maker: 'Honda', model: 'Stepwgn', body: 'minivan', drives: EITHER, gearboxes: ['CVT'], grades: ['G', 'Spada', 'Spada Cool Spirit'], variants: [v('RP3', 2015, 2022, 1490, 150, 1500), v('RP5', 2017, 2022, 1990, 145, 2000)] },
  { maker: 'Honda', model: 'Shuttle', body: 'wagon', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['G', 'Hybrid', 'Hybrid X', 'Hybrid Z'], variants: [v('GP7', 2015, 2022, 1490, 110, 800), v('GK8', 2015, 2022, 1490, 132, 700)] },
  { maker: 'Honda', model: 'Civic', body: 'hatchback', drives: TWO, gearboxes: ['CVT', '6MT'], grades: ['Hatchback', 'EX', 'Type R'], variants: [v('FK7', 2017, 2021, 1490, 182, 1700), v('FK8', 2017, 2021, 1990, 320, 4000)] },
  { maker: 'Honda', model: 'Odyssey', body: 'minivan', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['G', 'Absolute', 'Absolute EX', 'Hybrid Absolute'], variants: [v('RC1', 2013, 2022, 2350, 175, 1500), v('RC4', 2016, 2022, 1990, 145, 2100)] },
  { maker: 'Nissan', model: 'Note', body: 'hatchback', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['X', 'Medalist', 'e-Power X', 'e-Power Nismo', 'Autech'], variants: [v('E12', 2012, 2020, 1198, 79, 350), v('HE12', 2016, 2020, 1198, 109, 650), v('E13', 2020, 2024, 1198, 116, 1300)] },
  { maker: 'Nissan', model: 'Serena', body: 'minivan', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['X', 'G', 'Highway Star', 'Highway Star V Selection', 'e-Power'], variants: [v('C26', 2010, 2016, 1997, 147, 500), v('C27', 2016, 2022, 1997, 150, 1400), v('GFC27', 2018, 2022, 1198, 136, 1800)] },
  { maker: 'Nissan', model: 'Leaf', body: 'hatchback', drives: TWO, gearboxes: ['AT'], grades: ['S', 'X', 'G', 'e+ G', 'Autech'], variants: [v('ZE0', 2010, 2017, 0, 109, 300), v('ZE1', 2017, 2024, 0, 150, 1200)] },
  { maker: 'Nissan', model: 'X-Trail', body: 'suv', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['20S', '20X', '20Xi', 'Mode Premier', 'Hybrid 20X'], variants: [v('NT31', 2007, 2013, 1997, 137, 350), v('T32', 2013, 2022, 1997, 147, 1300), v('NT32', 2013, 2022, 1997, 147, 1200)] },
  { maker: 'Nissan', model: 'Juke', body: 'suv', drives: EITHER, gearboxes: ['CVT'], grades: ['15RX', '15RX V Selection', '16GT FOUR'], variants: [v('YF15', 2010, 2020, 1498, 114, 500)] },
  { maker: 'Nissan', model: 'Elgrand', body: 'minivan', drives: EITHER, gearboxes: ['CVT', 'FAT'], grades: ['250XG', '250 Highway Star', '350 Highway Star Premium'], variants: [v('TE52', 2010, 2023, 2488, 170, 1500), v('PE52', 2010, 2023, 3498, 280, 1900)] },
  { maker: 'Nissan', model: 'Skyline', body: 'sedan', drives: EITHER, gearboxes: ['AT', 'FAT'], grades: ['GT', 'GT Type P', 'GT Type SP', '400R'], variants: [v('V37', 2014, 2022, 1997, 211, 2000), v('RV37', 2019, 2022, 2997, 405, 3800)] },
  { maker: 'Nissan', model: 'Dayz', body: 'kei', drives: EITHER, gearboxes: KEI, grades: ['J', 'X', 'Highway Star X', 'Highway Star G Turbo'], variants: [v('B21W', 2013, 2019, 659, 49, 300), v('B43W', 2019, 2024, 659, 52, 800)] },
  { maker: 'Nissan', model: 'Caravan', body: 'van', drives: EITHER, gearboxes: COMMERCIAL, grades: ['DX', 'Premium GX', 'Premium GX Long'], variants: [v('VR2E26', 2012, 2024, 1998, 147, 1800), v('VW6E26', 2012, 2024, 2488, 129, 2100)] },
  { maker: 'Nissan', model: 'March', body: 'hatchback', drives: EITHER, gearboxes: ['CVT'], grades: ['S', 'X', 'Bolero', 'Nismo'], variants: [v('K13', 2010, 2022, 1198, 79, 200)] },
  { maker: 'Mazda', model: 'CX-5', body: 'suv', drives: EITHER, gearboxes: ['AT', 'FAT'], grades: ['20S', 'XD', 'XD L Package', '25S Proactive'], variants: [v('KE2AW', 2012, 2017, 2188, 175, 900), v('KF2P', 2017, 2024, 2188, 190, 2000)] },
  { maker: 'Mazda', model: 'Demio', body: 'hatchback', drives: EITHER, gearboxes: ['AT', '6MT'], grades: ['13S', 'XD', 'XD Touring', '13S Touring L Package'], variants: [v('DJ3FS', 2014, 2019, 1298, 92, 550), v('DJ5FS', 2014, 2019, 1498, 105, 650)] },
  { maker: 'Mazda', model: 'CX-3', body: 'suv', drives: EITHER, gearboxes: ['AT', '6MT'], grades: ['XD', 'XD Touring', '20S Proactive'], variants: [v('DK5FW', 2015, 2018, 1498, 105, 900), v('DKEFW', 2017, 2024, 1997, 150, 1300)] },
  { maker: 'Mazda', model: 'Atenza', body: 'wagon', drives: EITHER, gearboxes: ['AT', 'FAT'], grades: ['20S', 'XD', 'XD L Package'], variants: [v('GJ2FW', 2012, 2019, 2188, 175, 900), v('GJEFW', 2012, 2019, 1997, 155, 700)] },
  { maker: 'Mazda', model: 'Roadster', body: 'coupe', drives: TWO, gearboxes: SPORTY, grades: ['S', 'S Special Package', 'RS', 'RF VS'], variants: [v('ND5RC', 2015, 2024, 1496, 132, 2000), v('NCEC', 2005, 2015, 1998, 170, 800)] },
  { maker: 'Mazda', model: 'Axela', body: 'hatchback', drives: EITHER, gearboxes: ['AT', '6MT'], grades: ['15S', '15XD', '20S Touring'], variants: [v('BM5FS', 2013, 2019, 1496, 111, 600), v('BMLFS', 2013, 2019, 1997, 155, 700)] },
  { maker: 'Subaru', model: 'Forester', body: 'suv', drives: FOUR, gearboxes: ['CVT', 'FAT'], grades: ['2.0i-L EyeSight', '2.0XT EyeSight', 'Advance', 'X-Break'], variants: [v('SJ5', 2012, 2018, 1995, 148, 800), v('SJG', 2012, 2018, 1998, 280, 1200), v('SK9', 2018, 2024, 2498, 184, 2200)] },
  { maker: 'Subaru', model: 'Impreza', body: 'hatchback', drives: EITHER, gearboxes: ['CVT'], grades: ['1.6i-L', '2.0i-S EyeSight', 'Sport'], variants: [v('GP7', 2011, 2016, 1995, 150, 500), v('GT7', 2016, 2023, 1995, 154, 1300)] },
  { maker: 'Subaru', model: 'Levorg', body: 'wagon', drives: FOUR, gearboxes: ['CVT'], grades: ['1.6GT EyeSight', '1.6GT-S', '2.0GT-S'], variants: [v('VM4', 2014, 2020, 1599, 170, 1200), v('VMG', 2014, 2020, 1998, 300, 1500)] },
  { maker: 'Subaru', model: 'XV', body: 'suv', drives: FOUR, gearboxes: ['CVT'], grades: ['1.6i EyeSight', '2.0i-L EyeSight', 'Advance'], variants: [v('GT3', 2017, 2023, 1599, 115, 1300), v('GTE', 2018, 2023, 1995, 145, 1600)] },
  { maker: 'Suzuki', model: 'Swift', body: 'hatchback', drives: EITHER, gearboxes: ['CVT', 'AT', '6MT'], grades: ['XG', 'XL', 'RS', 'Hybrid MG', 'Sport'], variants: [v('ZC72S', 2010, 2016, 1242, 91, 300), v('ZC83S', 2017, 2024, 1242, 91, 800), v('ZC33S', 2017, 2024, 1371, 140, 1500)] },
  { maker: 'Suzuki', model: 'Jimny', body: 'suv', drives: FOUR, gearboxes: ['AT', '5MT'], grades: ['XG', 'XL', 'XC', 'Land Venture'], variants: [v('JB23W', 1998, 2018, 658, 64, 500), v('JB64W', 2018, 2024, 658, 64, 1700)] },
  { maker: 'Suzuki', model: 'Hustler', body: 'kei', drives: EITHER, gearboxes: KEI, grades: ['G', 'X', 'X Turbo', 'J Style'], variants: [v('MR31S', 2014, 2019, 658, 52, 700), v('MR92S', 2020, 2024, 657, 49, 1200)] },
  { maker: 'Suzuki', model: 'Wagon R', body: 'kei', drives: EITHER, gearboxes: KEI, grades: ['FA', 'FX', 'Stingray', 'Hybrid FZ'], variants: [v('MH35S', 2017, 2024, 658, 49, 600), v('MH34S', 2012, 2017, 658, 52, 250)] },
  { maker: 'Suzuki', model: 'Every', body: 'van', drives: EITHER, gearboxes: ['AT', '5MT', 'MT'], grades: ['PA', 'Join', 'Join Turbo'], variants: [v('DA17V', 2015, 2024, 658, 49, 600)] },
  { maker: 'Suzuki', model: 'Carry', body: 'truck', drives: EITHER, gearboxes: ['5MT', 'MT', 'AT'], grades: ['KC', 'KC Air Con Power Steering', 'KX'], variants: [v('DA16T', 2013, 2024, 658, 50, 600)] },
  { maker: 'Mitsubishi', model: 'Delica D5', body: 'minivan', drives: FOUR, gearboxes: ['AT', 'CVT'], grades: ['G Power Package', 'P', 'Jasper', 'Urban Gear'], variants: [v('CV5W', 2007, 2019, 2359, 170, 800), v('CV1W', 2012, 2024, 2267, 145, 2200)] },
  { maker: 'Mitsubishi', model: 'Outlander', body: 'suv', drives: FOUR, gearboxes: ['CVT', 'AT'], grades: ['20G', '24G', 'PHEV G', 'PHEV S Edition'], variants: [v('GF8W', 2012, 2021, 2359, 169, 1000), v('GG2W', 2013, 2019, 1998, 118, 1200)] },
  { maker: 'Mitsubishi', model: 'eK Wagon', body: 'kei', drives: EITHER, gearboxes: KEI, grades: ['E', 'M', 'G', 'Custom T'], variants: [v('B11W', 2013, 2019, 659, 49, 300)] },
  { maker: 'Mitsubishi', model: 'Pajero', body: 'suv', drives: FOUR, gearboxes: ['AT', '5MT'], grades: ['Exceed', 'Super Exceed', 'Final Edition'], variants: [v('V98W', 2006, 2019, 3200, 190, 1600), v('V93W', 2006, 2019, 3000, 178, 900)] },
  { maker: 'Lexus', model: 'RX', body: 'suv', drives: EITHER, gearboxes: ['AT', 'CVT'], grades: ['RX200t', 'RX300 Version L', 'RX450h F Sport'], variants: [v('AGL20W', 2015, 2022, 1998, 238, 2500), v('GYL25W', 2015, 2022, 3456, 262, 3200)] },
  { maker: 'Lexus', model: 'NX', body: 'suv', drives: EITHER, gearboxes: ['AT', 'CVT'], grades: ['NX200t', 'NX300 F Sport', 'NX300h Version L'], variants: [v('AGZ10', 2014, 2021, 1998, 238, 2200), v('AYZ10', 2014, 2021, 2493, 152, 2400)] },
  { maker: 'Lexus', model: 'IS', body: 'sedan', drives: TWO, gearboxes: ['AT', 'CVT'], grades: ['IS300h', 'IS300h F Sport', 'IS350 Version L'], variants: [v('AVE30', 2013, 2020, 2493, 178, 2000), v('GSE31', 2013, 2020, 3456, 318, 2400)] },
  { maker: 'Lexus', model: 'LS', body: 'sedan', drives: EITHER, gearboxes: ['AT'], grades: ['LS460', 'LS460 Version C', 'LS600h'], variants: [v('USF40', 2006, 2017, 4608, 392, 900)] },
  { maker: 'Lexus', model: 'CT', body: 'hatchback', drives: TWO, gearboxes: ['CVT'], grades: ['CT200h', 'CT200h Version C', 'CT200h F Sport'], variants: [v('ZWA10', 2011, 2022, 1797, 99, 800)] },
  { maker: 'Daihatsu', model: 'Tanto', body: 'kei', drives: EITHER, gearboxes: KEI, grades: ['L', 'X', 'Custom RS', 'Custom X'], variants: [v('LA600S', 2013, 2019, 658, 52, 500), v('LA650S', 2019, 2024, 658, 52, 1000)] },
  { maker: 'Daihatsu', model: 'Move', body: 'kei', drives: EITHER, gearboxes: KEI, grades: ['L', 'X', 'Custom RS Hyper'], variants: [v('LA150S', 2014, 2023, 658, 52, 500)] },
  { maker: 'Daihatsu', model: 'Hijet Truck', body: 'truck', drives: EITHER, gearboxes: ['5MT', 'MT', 'AT'], grades: ['Standard', 'Extra', 'Jumbo'], variants: [v('S500P', 2014, 2024, 658, 53, 600)] },
  { maker: 'Daihatsu', model: 'Mira e:S', body: 'kei', drives: EITHER, gearboxes: ['CVT'], grades: ['B', 'L', 'X', 'G SA III'], variants: [v('LA350S', 2017, 2024, 658, 49, 400)] },
  { maker: 'Daihatsu', model: 'Rocky', body: 'suv', drives: EITHER, gearboxes: ['CVT'], grades: ['L', 'X', 'G', 'Premium'], variants: [v('A200S', 2019, 2024, 996, 98, 1500)] },
  { maker: 'Mercedes-Benz', model: 'C-Class', body: 'sedan', drives: TWO, gearboxes: ['AT', 'FAT'], grades: ['C180', 'C200 Avantgarde', 'C220d', 'C43 AMG'], variants: [v('205040', 2014, 2021, 1595, 156, 1800), v('205042', 2014, 2021, 1991, 184, 2000)] },
  { maker: 'BMW', model: '3 Series', body: 'sedan', drives: EITHER, gearboxes: ['AT', 'FAT'], grades: ['318i', '320i Sport', '320d M Sport', '330e'], variants: [v('3B20', 2012, 2019, 1997, 184, 1000), v('5F20', 2019, 2024, 1998, 184, 3000)] },
  { maker: 'Volkswagen', model: 'Golf', body: 'hatchback', drives: TWO, gearboxes: ['FAT', 'AT'], grades: ['TSI Trendline', 'TSI Comfortline', 'TSI Highline', 'GTI'], variants: [v('AUCJZ', 2013, 2020, 1197, 105, 800), v('AUCHH', 2013, 2020, 1984, 230, 1400)] },
];

/** Equipment codes as auction sheets abbreviate them. */
export const EQUIPMENT_CODES = ['AC', 'AAC', 'PS', 'PW', 'AB', 'ABS', 'NV', 'TV', 'SR', 'AW', 'LR', 'ETC', 'BC', 'KL', 'PSD', 'CD'] as const;
