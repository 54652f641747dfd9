// Construction and material-handling machines of the Japanese machinery auctions: group, category
// and subcategory for the category panel, weight class (gg, tonnes), engine cc, transmission (KPP),
// bucket or fork capacity (volume) and a typical price in thousand yen.
import type { MachineBody } from './body-types';

export interface MachineModel {
  readonly maker: string;
  readonly model: string;
  readonly body: MachineBody;
  readonly group: string;
  readonly category: string;
  readonly subcategory: string;
  readonly gg: string;
  readonly engineCc: number;
  readonly kpp: readonly string[];
  readonly volume: number;
  readonly years: readonly [number, number];
  readonly priceK: number;
  readonly serialPrefix: string;
}

const m = (
  maker: string,
  model: string,
  body: MachineBody,
  place: readonly [string, string, string],
  gg: string,
  engineCc: number,
  kpp: readonly string[],
  volume: number,
  from: number,
  to: number,
  priceK: number,
  serialPrefix: string,
): MachineModel => ({
  maker,
  model,
  body,
  group: place[0],
  category: place[1],
  subcategory: place[2],
  gg,
  engineCc,
  kpp,
  volume,
  years: [from, to],
  priceK,
  serialPrefix,
});

const MINI_EXCAVATORS = ['Construction', 'Excavators', 'Mini excavators'] as const;
const CRAWLER_EXCAVATORS = ['Construction', 'Excavators', 'Crawler excavators'] as const;
const WHEEL_LOADERS = ['Construction', 'Loaders', 'Wheel loaders'] as const;
const DIESEL_FORKLIFTS = ['Material handling', 'Forklifts', 'Diesel forklifts'] as const;
const ELECTRIC_FORKLIFTS = ['Material handling', 'Forklifts', 'Electric forklifts'] as const;
const ROLLERS = ['Road', 'Rollers', 'Tandem rollers'] as const;
const CARRIERS = ['Construction', 'Carriers', 'Crawler carriers'] as const;
const HYDRAULIC = ['Hydraulic'];

export const MACHINE_MODELS: readonly MachineModel[] = [
  m('Komatsu', 'PC30MR', 'excavator', MINI_EXCAVATORS, '3', 1642, HYDRAULIC, 0.09, 2008, 2022, 2200, 'PC30MR-'),
  m('Kubota', 'U-30', 'excavator', MINI_EXCAVATORS, '3', 1123, HYDRAULIC, 0.09, 2006, 2021, 1900, 'U30-'),
  m('Yanmar', 'ViO30', 'excavator', MINI_EXCAVATORS, '3', 1642, HYDRAULIC, 0.09, 2008, 2022, 2000, 'VIO30-'),
  m('Yanmar', 'ViO55', 'excavator', MINI_EXCAVATORS, '5', 2189, HYDRAULIC, 0.16, 2010, 2022, 3300, 'VIO55-'),
  m('Hitachi', 'ZX30U', 'excavator', MINI_EXCAVATORS, '3', 1642, HYDRAULIC, 0.09, 2009, 2021, 2100, 'ZX30U-'),
  m('Hitachi', 'ZX120', 'excavator', CRAWLER_EXCAVATORS, '12', 3784, HYDRAULIC, 0.5, 2006, 2020, 4500, 'ZX120-'),
  m('Komatsu', 'PC200', 'excavator', CRAWLER_EXCAVATORS, '20', 6690, HYDRAULIC, 0.8, 2008, 2021, 7500, 'PC200-'),
  m('Kobelco', 'SK135SR', 'excavator', CRAWLER_EXCAVATORS, '13', 4299, HYDRAULIC, 0.5, 2007, 2020, 4800, 'YY07-'),
  m('Caterpillar', '308E2', 'excavator', MINI_EXCAVATORS, '8', 3300, HYDRAULIC, 0.28, 2012, 2021, 4200, 'FJX'),
  m('Komatsu', 'WA100', 'loader', WHEEL_LOADERS, '6', 3260, ['Torque converter', 'HST'], 1.1, 2005, 2020, 3000, 'WA100-'),
  m('Kubota', 'R530', 'loader', WHEEL_LOADERS, '3', 2434, ['HST'], 0.5, 2008, 2021, 2300, 'R530-'),
  m('Kawasaki', '65ZV', 'loader', WHEEL_LOADERS, '6', 4009, ['Torque converter'], 1.0, 2005, 2019, 2800, '65B5-'),
  m('Toyota', '8FD25', 'forklift', DIESEL_FORKLIFTS, '2.5', 2486, ['Torque converter', 'Powershift'], 2.5, 2008, 2022, 1500, '8FD25-'),
  m('Toyota', '8FBE15', 'forklift', ELECTRIC_FORKLIFTS, '1.5', 0, ['Electric'], 1.5, 2010, 2022, 1100, '8FBE15-'),
  m('Komatsu', 'FD25T-17', 'forklift', DIESEL_FORKLIFTS, '2.5', 2488, ['Torque converter'], 2.5, 2009, 2021, 1300, '726'),
  m('Nichiyu', 'FB15P', 'forklift', ELECTRIC_FORKLIFTS, '1.5', 0, ['Electric'], 1.5, 2010, 2022, 900, 'FB15P-'),
  m('Mitsubishi', 'FD25NT', 'forklift', DIESEL_FORKLIFTS, '2.5', 2488, ['Torque converter', 'Manual'], 2.5, 2008, 2021, 1200, 'F18C'),
  m('Sakai', 'SW352', 'roller', ROLLERS, '3', 1498, ['HST'], 0, 2007, 2021, 1800, 'SW352-'),
  m('Sakai', 'TW502', 'roller', ROLLERS, '4', 2434, ['HST'], 0, 2006, 2020, 2000, 'TW502-'),
  m('Morooka', 'MST-800VD', 'carrier', CARRIERS, '8', 3331, ['HST'], 3.4, 2008, 2021, 4000, 'MST800-'),
];
