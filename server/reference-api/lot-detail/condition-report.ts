// Condition-report extras of a car lot (seed 001 §2 "Lot detail screen"): videos, entries lettered
// A to Z and ratings per category. Derived from the lot id on read, so a million lots cost no rows:
// the same lot always has the same report, and about a third of the lots have none.
import type { Ratings } from '../../../schemas/api/lot-detail';
import { lotPhotoUrl, lotVideoUrl } from '../images/urls';
import { Random } from '../seed/random';

export interface ConditionReport {
  /** video URLs separated by '#', null without videos */
  readonly videos: string | null;
  readonly reportEntries: string[];
  readonly ratings: Ratings | null;
  /** a note on the odometer, null when it needs none */
  readonly mileageNote: string | null;
}

const ENTRY_TEXTS = [
  'Small scratches on the front bumper',
  'Dent on the rear left door',
  'Stone chips on the bonnet',
  'Windscreen chip, no crack',
  'Wear on the driver seat bolster',
  'Scuffs on two alloy wheels',
  'Repainted rear bumper',
  'Light surface rust under the body',
  'Headlight lenses slightly yellowed',
  'Tyres about 60% tread',
  'Minor wear on the steering wheel',
  'Both keys present',
  'Service records present',
  'Non-smoker vehicle',
] as const;

/** Per category: what an inspector writes, best first, and the photo of the lot that shows it. */
const RATING_TEXTS: Readonly<Record<keyof Ratings, readonly string[]>> = {
  engine: ['Engine starts and idles smoothly', 'Slight tappet noise when cold', 'Oil seepage at the valve cover'],
  electro: ['All electrics work', 'Navigation screen has dead pixels', 'Rear window switch intermittent'],
  exterior: ['Paint in good condition', 'Several light scratches', 'Panel repaired and repainted'],
  front: ['Front pair: no damage', 'Front pair: bumper scratches', 'Front pair: dent on the wing'],
  rear: ['Rear pair: no damage', 'Rear pair: scuffed bumper corner', 'Rear pair: dent on the quarter panel'],
  chassis: ['Chassis straight, no rust', 'Surface rust on the subframe', 'Underbody scrapes'],
};
const RATING_PHOTO: Readonly<Record<keyof Ratings, number>> = { engine: 3, electro: 1, exterior: 2, front: 3, rear: 4, chassis: 1 };

const MILEAGE_NOTES = ['Odometer replaced', 'Mileage not guaranteed', 'Meter rolled over once'] as const;

// An odd multiplier spreads neighbouring ids apart; the salt keeps this stream apart from the seed's.
const reportRandom = (lotId: number): Random => new Random(Math.imul(lotId, 0x9e3779b1) ^ 0x5eed);

export function conditionReportOf(lotId: number, photoCount: number): ConditionReport {
  const rng = reportRandom(lotId);
  const hasReport = rng.chance(0.65);
  const videoCount = hasReport && rng.chance(0.4) ? rng.int(1, 3) : 0;
  const entries = hasReport ? rng.sample(ENTRY_TEXTS, rng.int(2, 7)) : [];
  const photo = (n: number) => lotPhotoUrl(lotId, Math.min(n, Math.max(1, photoCount)));
  const ratings = hasReport
    ? (Object.fromEntries(
        (Object.keys(RATING_TEXTS) as Array<keyof Ratings>).map((category) => {
          const text = rng.weighted(RATING_TEXTS[category].map((value, index) => ({ value, weight: 6 / (index + 1) ** 2 })));
          return [category, [`${text}#${photo(RATING_PHOTO[category])}`]];
        }),
      ) as Ratings)
    : null;
  const mileageNote = rng.chance(0.06) ? rng.pick(MILEAGE_NOTES) : null;
  return {
    videos: videoCount > 0 ? Array.from({ length: videoCount }, (_, index) => lotVideoUrl(lotId, index + 1)).join('#') : null,
    reportEntries: entries.map((text, index) => `${String.fromCharCode(65 + index)} - ${text}`),
    ratings,
    mileageNote,
  };
}

/** How many condition-report videos a lot has (the video route serves only these). */
export function videoCountOf(lotId: number): number {
  const videos = conditionReportOf(lotId, 1).videos;
  return videos === null ? 0 : videos.split('#').length;
}
