// Condition grades of seed 000 §9 per lot kind, with how often auctions give each (used by the seed).
export type LotKind = 'car' | 'bike' | 'machinery';

interface GradeFrequency {
  readonly value: string;
  readonly weight: number;
}

const CAR_GRADES: readonly GradeFrequency[] = [
  { value: '6', weight: 1 },
  { value: '5', weight: 3 },
  { value: 'S', weight: 2 },
  { value: '4.5', weight: 12 },
  { value: '4', weight: 30 },
  { value: '3.5', weight: 22 },
  { value: '3', weight: 10 },
  { value: '2', weight: 2 },
  { value: '1', weight: 1 },
  { value: 'R', weight: 6 },
  { value: 'RA', weight: 5 },
  { value: 'RB', weight: 1 },
  { value: 'R2', weight: 0.5 },
  { value: 'R?', weight: 0.5 },
  { value: '***', weight: 2 },
  { value: 'WR', weight: 1 },
];

const BIKE_GRADES: readonly GradeFrequency[] = [
  { value: '6', weight: 1 },
  { value: '5', weight: 6 },
  { value: '4.5', weight: 10 },
  { value: '4', weight: 25 },
  { value: '3.5', weight: 22 },
  { value: '3', weight: 18 },
  { value: '2', weight: 6 },
  { value: '1', weight: 2 },
  { value: 'R', weight: 4 },
  { value: '***', weight: 2 },
];

const MACHINERY_GRADES: readonly GradeFrequency[] = [
  { value: '5', weight: 4 },
  { value: '4.5', weight: 8 },
  { value: '4', weight: 26 },
  { value: '3.5', weight: 26 },
  { value: '3', weight: 22 },
  { value: '2', weight: 8 },
  { value: '1', weight: 2 },
  { value: '***', weight: 4 },
];

export const CONDITION_GRADES: Readonly<Record<LotKind, readonly GradeFrequency[]>> = {
  car: CAR_GRADES,
  bike: BIKE_GRADES,
  machinery: MACHINERY_GRADES,
};

/** How a grade moves a lot's price against the model's average. */
export function conditionPriceFactor(grade: string): number {
  if (grade === '6' || grade === 'S') return 1.25;
  if (grade.startsWith('R') || grade === 'WR') return 0.6;
  if (grade === '***') return 0.35;
  const numeric = Number(grade);
  return Number.isNaN(numeric) ? 1 : 0.55 + numeric * 0.11;
}
