// JSON Schemas of the account calls: sign-up, e-mail verification, password recovery, profile update
// and password change (seed 000 §7 "Registration and recovery", "Session and profile").
// The schemas check shapes only (a wrong shape is a 400); the field rules of seed 000 §5 live in
// schemas/rules/account-fields.ts and answer 422 with a message per field.
import type { FromSchema } from 'json-schema-to-ts';

const text = { type: 'string' } as const;
const optionalText = { type: ['string', 'null'] } as const;

export const signUpBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fullName', 'email', 'mobile', 'country', 'city', 'password', 'confirmPassword', 'terms', 'language'],
  properties: {
    fullName: text,
    referralCode: optionalText,
    email: text,
    mobile: text,
    /** the chosen country option's value; null while none is chosen */
    country: { type: ['integer', 'null'] },
    city: text,
    password: text,
    confirmPassword: text,
    terms: { type: 'boolean' },
    language: { enum: [692, 693] },
  },
} as const;
export type SignUpBody = FromSchema<typeof signUpBodySchema>;

/**
 * Where a sign-up field's error comes back: the spec's keys (seed 000 §7) where it names one, else
 * the body's own field name. `username` is the spec's key for the login name, which is the e-mail:
 * this API never sends it, a client should show it on the e-mail field.
 */
export const SIGN_UP_ERROR_KEYS = {
  fullName: 'first_name',
  email: 'email',
  mobile: 'telephone',
  password: 'password',
  confirmPassword: 'confirm_password',
  country: 'country',
  city: 'city',
  terms: 'terms',
  referralCode: 'referralCode',
  language: 'language',
} as const satisfies Record<keyof SignUpBody, string>;

export const signUpResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { const: true }, message: text },
} as const;
export type SignUpResponse = FromSchema<typeof signUpResponseSchema>;

/** A 422: one English message per field (schemas/rules/account-fields.ts ACCOUNT_FIELD_MESSAGES). */
export const fieldErrorsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;
export type FieldErrorsResponse = FromSchema<typeof fieldErrorsResponseSchema>;

/** Query of the link calls: the token the e-mail carried. */
export const tokenQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export type TokenQuery = FromSchema<typeof tokenQuerySchema>;

/** Codes in `message` of a 403 (forgot password, reset, verify e-mail); the client shows Error.{code}. */
export const ACCOUNT_ERROR_CODES = {
  /** GET /auth/reset-password: no account that is not disabled has this e-mail */
  userNotFound: 'UserNotFound',
  /** the link's token is unknown, used or expired */
  invalidToken: 'InvalidToken',
  /** 429 (messageCode) from sign-up and recovery: too many account mails for the address or the network */
  tooManyMails: 'TooManyMails',
} as const;

export const verifyEmailResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { const: true } },
} as const;
export type VerifyEmailResponse = FromSchema<typeof verifyEmailResponseSchema>;

export const resetPasswordQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: { type: 'string', maxLength: 254 } },
} as const;
export type ResetPasswordQuery = FromSchema<typeof resetPasswordQuerySchema>;

export const resetPasswordResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { const: true }, message: text },
} as const;
export type ResetPasswordResponse = FromSchema<typeof resetPasswordResponseSchema>;

/** GET /auth/reset-password-token-verify: always 200; `error` is an ACCOUNT_ERROR_CODES value when the link is dead. */
export const resetPasswordTokenVerifyResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { type: 'boolean' }, error: text },
} as const;
export type ResetPasswordTokenVerifyResponse = FromSchema<typeof resetPasswordTokenVerifyResponseSchema>;

export const resetPasswordVerifyBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['newPassword', 'confirmPassword'],
  properties: { newPassword: text, confirmPassword: text },
} as const;
export type ResetPasswordVerifyBody = FromSchema<typeof resetPasswordVerifyBodySchema>;

/** PUT /user/update-profile: the e-mail is never part of it. Optional fields may be absent, null or empty. */
export const updateProfileBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fullName', 'mobile', 'city'],
  properties: {
    fullName: text,
    mobile: text,
    officePhone: optionalText,
    company: optionalText,
    city: text,
    address: optionalText,
    countryId: { type: ['integer', 'null'] },
    /** a destination id of the company's price list; null clears it, left out keeps it */
    destinationPort: optionalText,
  },
} as const;
export type UpdateProfileBody = FromSchema<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  properties: { oldPassword: text, newPassword: text, confirmNewPassword: text },
} as const;
export type ChangePasswordBody = FromSchema<typeof changePasswordBodySchema>;

/** Answer of the profile update and the password changes. */
export const accountUpdateResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message'],
  properties: { success: { const: true }, message: text },
} as const;
export type AccountUpdateResponse = FromSchema<typeof accountUpdateResponseSchema>;

/** GET /dev/outbox.json (embedded reference API only): the mails the development outbox holds, newest first. */
export const outboxResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['messages'],
  properties: {
    messages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'to', 'subject', 'text', 'html', 'links', 'createdAt'],
        properties: {
          id: { type: 'integer' },
          to: text,
          subject: text,
          text,
          html: text,
          links: { type: 'array', items: text },
          createdAt: text,
        },
      },
    },
  },
} as const;
export type OutboxResponse = FromSchema<typeof outboxResponseSchema>;
export type OutboxMessage = OutboxResponse['messages'][number];
