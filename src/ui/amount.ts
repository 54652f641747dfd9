// Money amounts typed by people (seed 001 §5 "Bid form"): digits only, leading zeros stripped, shown
// with space thousand separators. Shared by the bid form and the bid manager's price fields.
import { groupDigits } from '../engine/views/format';

/** 1250000 → '1 250 000'; no amount → ''. */
export function formatAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : groupDigits(amount);
}

/** What was typed or pasted → the amount: every non-digit dropped, leading zeros stripped; nothing → null. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? null : Number(digits);
}
