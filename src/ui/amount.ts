// Money amounts typed by people (seed 001 §5 "Bid form"): digits only, leading zeros stripped, shown
// with space thousand separators. Shared by the bid form and the bid manager's price fields.
import { groupDigits } from '../engine/views/format';

/** 1250000 → '1 250 000'; no amount → ''. */
export function formatAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : groupDigits(amount);
}

/** A fraction pasted with an amount ("1 500 000.00", "1 500 000,5"): yen have none, and its digits must not join the amount's (150 000 000). */
const FRACTION = /[.,]\d{1,2}\s*$/;

/** What was typed or pasted → the amount: a fraction dropped, then every non-digit, leading zeros stripped; nothing → null. */
export function parseAmount(text: string): number | null {
  const digits = text
    .replace(FRACTION, '')
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
  return digits === '' ? null : Number(digits);
}
