// The month of production of a vehicle from its chassis (frame) number, as a maker's catalogue would
// answer it: the same frame number always gives the same answer. A frame the lot list knows lends
// its lot's year, model and gearbox; a chassis without a serial part, or one the "catalogue" does not
// know (about one in seven), gives nothing (the widget's empty state).
import type { ProductionMonthInfo } from '../../../schemas/api/lot-detail';
import type { Db } from '../db/open';
import type { PageType } from '../reference/page-types';
import { Random } from '../seed/random';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const EMISSION_PREFIXES = ['DBA', 'DAA', 'CBA', 'LDA', '3BA', '6AA'] as const;
const GEARBOXES = ['AT', 'CVT', 'MT', 'FAT'] as const;
const COLOUR_CODES: Readonly<Record<string, string>> = {
  WHITE: '040',
  PEARL: '070',
  BLACK: '202',
  SILVER: '1F7',
  GRAY: '1G3',
  BLUE: '8T5',
  'DARK BLUE': '8X8',
  RED: '3R3',
  WINE: '3Q3',
  BEIGE: '4R8',
  BROWN: '4W9',
  GREEN: '6V4',
  YELLOW: '5C1',
  ORANGE: '4T3',
  'LIGHT BLUE': '8W2',
  PINK: '3T7',
  PURPLE: '9AH',
  GOLD: '4V8',
};
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** Page types with the month-of-production widget (seed 001 §2). */
export const PRODUCTION_MONTH_PAGE_TYPES: readonly PageType[] = ['car-auction', 'stock', 'bikes'];
/** Model code, then the serial part: ZVW30-1234567. */
const FRAME = /^([A-Z0-9]{2,12})-([0-9]{4,8})$/;

interface FrameLot {
  readonly year: number;
  readonly maker: string;
  readonly model: string;
  readonly grade: string;
  readonly color: string;
  readonly gearbox: string | null;
  readonly engineCc: number;
}

/** FNV-1a: a stable number per frame. */
function frameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

const letters = (rng: Random, count: number): string => Array.from({ length: count }, () => rng.pick([...LETTERS])).join('');

export function createProductionMonthReader(db: Db): (pageType: PageType, chassis: string) => ProductionMonthInfo | null {
  const lotOfFrame = db.prepare(`SELECT l.year, mk.name AS maker, md.name AS model, l.grade, l.color, l.gearbox, l.engine_cc AS engineCc
    FROM lots l JOIN models md ON md.id = l.model_id JOIN makers mk ON mk.id = md.maker_id
    WHERE l.page_type = ? AND l.serial = ? LIMIT 1`);
  return (pageType, chassis) => {
    const frame = chassis.trim().toUpperCase();
    const match = FRAME.exec(frame);
    const hash = frameHash(frame);
    if (!match || hash % 7 === 0) return null;
    const code = match[1] ?? frame;
    const lot = lotOfFrame.get(pageType, frame) as FrameLot | undefined;
    const rng = new Random(hash);
    const month = rng.int(1, 12);
    const transmission = lot?.gearbox ?? rng.pick(GEARBOXES);
    const modelName = lot ? `${lot.maker} ${lot.model}` : code;
    return {
      year: lot?.year ?? rng.int(1998, 2024),
      month,
      monthName: MONTH_NAMES[month - 1] ?? '',
      catalogNumber: String(rng.int(1_000_000, 9_999_999)),
      code,
      colorCode: (lot && COLOUR_CODES[lot.color]) ?? `${rng.int(1, 9)}${letters(rng, 1)}${rng.int(0, 9)}`,
      engineNumber: `${rng.int(1, 4)}${letters(rng, 2)}-${rng.digits(7)}`,
      transmission,
      gradeCode: `${letters(rng, 2)}${rng.int(1, 9)}`,
      modelCode: `${rng.pick(EMISSION_PREFIXES)}-${code}-${letters(rng, 5)}`,
      modelName,
      trimCode: `${letters(rng, 2)}${rng.digits(2)}`,
      description: lot ? `${modelName} ${lot.grade}, ${lot.engineCc} cc, ${transmission}` : `${code}, ${transmission}`,
    };
  };
}
