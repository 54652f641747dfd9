// The quick lot-number search (seed 001 §5): comma-separated lot numbers or ranges digits-digits.

const LOT_NUMBER_SEARCH_WARNING = 'Message.LotNumberSearch';

interface LotNumberPart {
  from: string;
  to: string;
}

export type LotNumberSearch =
  { ok: true; value: string; parts: LotNumberPart[] } | { ok: false; messageKey: typeof LOT_NUMBER_SEARCH_WARNING };

const PART = /^(\d+)(?:-(\d+))?$/;

/** Checks the text on Enter: spaces are dropped; anything but numbers and ranges gets the warning. */
export function parseLotNumberSearch(text: string): LotNumberSearch {
  const value = text.replace(/\s+/g, '');
  const parts: LotNumberPart[] = [];
  for (const part of value.split(',')) {
    const [, from, to] = PART.exec(part) ?? [];
    if (from === undefined) return { ok: false, messageKey: LOT_NUMBER_SEARCH_WARNING };
    parts.push({ from, to: to ?? from });
  }
  return { ok: true, value, parts };
}
