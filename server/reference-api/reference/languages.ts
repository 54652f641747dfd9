import { LANGUAGE_IDS } from '../../../schemas/api/session';

export const LANGUAGES: ReadonlyArray<{ value: number; label: string }> = [
  { value: LANGUAGE_IDS.en, label: 'English' },
  { value: LANGUAGE_IDS.ru, label: 'Русский' },
];
