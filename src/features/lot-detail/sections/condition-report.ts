// Reading condition-report entries (seed 001 §2): 'A - text' entries and 'text#imageUrl' ratings.
import { RATING_CATEGORIES, type Ratings } from '../../../../schemas/api/lot-detail';

export interface LetterEntry {
  /** A to Z, or null for an entry without a letter prefix */
  letter: string | null;
  text: string;
}

const LETTER_PREFIX = /^([A-Z])\s*-\s*(.*)$/s;

export function letterEntry(entry: string): LetterEntry {
  const m = LETTER_PREFIX.exec(entry.trim());
  return m ? { letter: m[1] ?? null, text: (m[2] ?? '').trim() } : { letter: null, text: entry.trim() };
}

export interface Rating {
  text: string;
  image: string | null;
}

/** 'Oil leak#https://…/1.jpg' → text and image; either side may be missing. */
export function rating(entry: string): Rating {
  const [text = '', image = ''] = entry.split('#', 2).map((part) => part.trim());
  return { text, image: image || null };
}

export type RatingCategory = (typeof RATING_CATEGORIES)[number];

/** The categories that hold entries, in the report's order. */
export const ratedCategories = (ratings: Ratings): RatingCategory[] => RATING_CATEGORIES.filter((category) => ratings[category].length > 0);
