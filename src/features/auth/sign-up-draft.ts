// Seed 000 §2: the sign-up draft is kept in this browser while it is typed and restored when the
// page opens. Passwords are never written to storage: they are typed again.
import type { SignUpValues } from '../../forms/definitions/sign-up';
import { readStored, writeStored } from '../../stores/local-storage';

const KEY = 'sign-up-draft';

export type SignUpDraft = Omit<SignUpValues, 'password' | 'confirmPassword'>;

export function readSignUpDraft(): SignUpDraft | undefined {
  const text = readStored(KEY);
  if (!text) return undefined;
  try {
    const draft: unknown = JSON.parse(text);
    return draft && typeof draft === 'object' && !Array.isArray(draft) ? (draft as SignUpDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function saveSignUpDraft({ password: _password, confirmPassword: _confirm, ...draft }: SignUpValues): void {
  writeStored(KEY, JSON.stringify(draft));
}

export function clearSignUpDraft(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: there is no draft to clear
  }
}
