// The phone input's mask (seed 000 §5): Russian numbers are written +7 (999) 999-99-99 as they are
// typed; in other languages the input keeps digits, a leading +, spaces and the usual separators.
import { formatRuPhone, RU_LANGUAGE } from '../../schemas/rules/account-fields';

export function maskPhone(input: string, languageId: number): string {
  if (languageId === RU_LANGUAGE) return formatRuPhone(input);
  const kept = input.replace(/[^\d+\s()-]/g, '');
  // a + belongs only at the start
  return kept.replace(/(?!^)\+/g, '');
}
