// Registration, recovery and profile calls (seed 000 §7, docs/api.md "Accounts").
import type {
  AccountUpdateResponse,
  ChangePasswordBody,
  ResetPasswordResponse,
  ResetPasswordTokenVerifyResponse,
  ResetPasswordVerifyBody,
  SignUpBody,
  SignUpResponse,
  UpdateProfileBody,
  VerifyEmailResponse,
} from '../../schemas/api/accounts';
import { api, isApiError } from './client';

export const signUp = (body: SignUpBody) => api.post<SignUpResponse>('/auth/signup', { body });

export const verifyEmail = (token: string) => api.post<VerifyEmailResponse>('/auth/verify-email', { query: { token } });

export const requestPasswordReset = (email: string) => api.get<ResetPasswordResponse>('/auth/reset-password', { query: { email } });

export const verifyResetToken = (token: string) =>
  api.get<ResetPasswordTokenVerifyResponse>('/auth/reset-password-token-verify', { query: { token } });

export const resetPassword = (token: string, body: ResetPasswordVerifyBody) =>
  api.post<AccountUpdateResponse>('/auth/reset-password-verify', { query: { token }, body });

export const updateProfile = (body: UpdateProfileBody) => api.put<AccountUpdateResponse>('/user/update-profile', { body });

export const changePassword = (body: ChangePasswordBody) => api.post<AccountUpdateResponse>('/user/change-password', { body });

/** A failure's field errors (a 422's message object), by the API's field keys. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!isApiError(error, 422)) return undefined;
  const message = error.body?.message;
  return message && typeof message === 'object' ? message : undefined;
}

/** A failure's message code or text, for the `Error.{message}` banners of seed 000 §8. */
export function errorMessageOf(error: unknown, ...statuses: number[]): string | undefined {
  if (!isApiError(error, ...statuses)) return undefined;
  const message = error.body?.message;
  return typeof message === 'string' ? message : undefined;
}
