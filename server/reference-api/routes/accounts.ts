// Sign-up, e-mail verification and password recovery (docs/api.md "Accounts"; seed 000 §7).
import { Router, type Request, type Response } from 'express';
import {
  ACCOUNT_ERROR_CODES,
  SIGN_UP_ERROR_KEYS,
  accountUpdateResponseSchema,
  resetPasswordQuerySchema,
  resetPasswordResponseSchema,
  resetPasswordTokenVerifyResponseSchema,
  resetPasswordVerifyBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  tokenQuerySchema,
  verifyEmailResponseSchema,
  type AccountUpdateResponse,
  type ResetPasswordQuery,
  type ResetPasswordResponse,
  type ResetPasswordTokenVerifyResponse,
  type ResetPasswordVerifyBody,
  type SignUpBody,
  type SignUpResponse,
  type TokenQuery,
  type VerifyEmailResponse,
} from '../../../schemas/api/accounts';
import { ROLE_ID } from '../../../schemas/api/roles';
import { emailError, fieldErrorText } from '../../../schemas/rules/account-fields';
import { recoveryMail, verificationMail, type Recipient } from '../accounts/account-mails';
import { createClientAccounts } from '../accounts/client-accounts';
import { createMailLimit } from '../accounts/mail-limit';
import { fieldErrors, rejectFieldErrors, resetPasswordErrors, signUpErrors } from '../accounts/field-errors';
import { createPasswordWriter } from '../accounts/password-writer';
import { tokenLink } from '../accounts/portal-links';
import { createAccountTokens } from '../accounts/tokens';
import type { ApiContext } from '../context';
import { clientAddress } from '../http/client-address';
import { HttpError, refuseWhileLimited } from '../http/errors';
import { reportToRequestLog } from '../../observability/request-context';
import { inputParser, responder } from '../http/validation';

const parseSignUp = inputParser<SignUpBody>(signUpBodySchema, 'body');
const parseToken = inputParser<TokenQuery>(tokenQuerySchema, 'query');
const parseResetQuery = inputParser<ResetPasswordQuery>(resetPasswordQuerySchema, 'query');
const parseResetBody = inputParser<ResetPasswordVerifyBody>(resetPasswordVerifyBodySchema, 'body');
const sendSignUp = responder<SignUpResponse>(signUpResponseSchema);
const sendVerified = responder<VerifyEmailResponse>(verifyEmailResponseSchema);
const sendResetSent = responder<ResetPasswordResponse>(resetPasswordResponseSchema);
const sendTokenState = responder<ResetPasswordTokenVerifyResponse>(resetPasswordTokenVerifyResponseSchema);
const sendUpdated = responder<AccountUpdateResponse>(accountUpdateResponseSchema);

const invalidToken = () => new HttpError(403, { success: false, message: ACCOUNT_ERROR_CODES.invalidToken });

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function accountRoutes({ db, now, mail, sessions }: ApiContext): Router {
  const router = Router();
  const tokens = createAccountTokens(db);
  const createClient = createClientAccounts(db);
  const writePassword = createPasswordWriter(db, sessions);
  const mailLimit = createMailLimit(db);
  const emailTaken = db.prepare('SELECT 1 FROM users WHERE email = ?');
  const deleteUser = db.prepare('DELETE FROM users WHERE id = ?');
  const markVerified = db.prepare('UPDATE users SET email_verified = 1 WHERE id = ?');
  // Unverified accounts may recover too: a reset proves the mailbox, so it verifies the e-mail, and a
  // sign-up whose link expired is not stuck behind "already registered". Disabled accounts may not.
  const findRecoverable = db.prepare(`SELECT id, email, full_name AS fullName, language FROM users
    WHERE email = ? AND role_id <> ${ROLE_ID.disabled}`);

  const emailTakenError = { [SIGN_UP_ERROR_KEYS.email]: fieldErrorText({ code: 'EmailTaken' }) };

  /** Refuses with 429 and Retry-After while the address or the caller's network has had its mails for now. */
  const checkMailLimit = (req: Request, res: Response, address: string) =>
    refuseWhileLimited(res, mailLimit.retryAfter(address, clientAddress(req), now()), {
      message: 'Too many e-mails were requested for this address or from this network. Please try again later.',
      messageCode: ACCOUNT_ERROR_CODES.tooManyMails,
    });

  /**
   * Counts an account mail, then sends it; one that cannot go out is uncounted, `undo` takes back what
   * the call wrote, and the answer is 503. Callers come here in the tick of their checkMailLimit (no await
   * between), so a request arriving while the mail travels already sees it counted.
   */
  const sendMail = async (req: Request, res: Response, address: string, send: () => Promise<void>, undo: () => void) => {
    const notSent = mailLimit.reserve(address, clientAddress(req), now());
    try {
      await send();
    } catch (error) {
      notSent();
      undo();
      // the cause on the request's own line; with no request log (the API in tests), a line of its own
      if (!reportToRequestLog(req, res, error)) console.error(`[reference-api] ${error instanceof Error ? error.message : String(error)}`);
      throw new HttpError(503, { success: false, message: 'The e-mail could not be sent. Please try again later.' });
    }
  };

  router.post('/auth/signup', async (req, res) => {
    const body = parseSignUp(req.body);
    const email = body.email.trim();
    const errors = signUpErrors(body);
    if (!errors[SIGN_UP_ERROR_KEYS.email] && emailTaken.get(email)) Object.assign(errors, emailTakenError);
    rejectFieldErrors(errors);
    checkMailLimit(req, res, email);

    const at = now();
    const recipient: Recipient = { email, fullName: body.fullName.trim().replace(/\s+/g, ' '), language: body.language };
    let userId: number;
    try {
      userId = createClient(
        {
          ...recipient,
          password: body.password,
          countryId: body.country ?? 0, // checked above: a known country
          city: body.city.trim(),
          mobile: body.mobile.trim(),
          language: body.language,
          referralCode: body.referralCode?.trim() || null,
        },
        at,
      );
    } catch (error) {
      // Two sign-ups with one address at once: the second loses at the unique index.
      if (isUniqueViolation(error)) throw new HttpError(422, { success: false, message: emailTakenError });
      throw error;
    }
    const token = tokens.issue(userId, 'verify-email', at.getTime());
    const link = tokenLink(mail.portalUrl, '/verify-email', token);
    await sendMail(
      req,
      res,
      email,
      () => mail.mailer.send(verificationMail(recipient, link)),
      () => deleteUser.run(userId),
    );
    sendSignUp(res, { success: true });
  });

  router.post('/auth/verify-email', (req, res) => {
    const { token } = parseToken(req.query);
    // the link is used up only with the account verified: a failed write leaves it to be opened again
    const userId = db.transaction(() => {
      const owner = tokens.consume(token, 'verify-email', now().getTime());
      if (owner !== undefined) markVerified.run(owner);
      return owner;
    })();
    if (userId === undefined) throw invalidToken();
    sendVerified(res, { success: true });
  });

  router.get('/auth/reset-password', async (req, res) => {
    const email = parseResetQuery(req.query).email.trim();
    rejectFieldErrors(fieldErrors({ email: emailError(email) }));
    checkMailLimit(req, res, email);
    const user = findRecoverable.get(email) as (Recipient & { id: number }) | undefined;
    if (!user) throw new HttpError(403, { success: false, message: ACCOUNT_ERROR_CODES.userNotFound });
    const token = tokens.issue(user.id, 'reset-password', now().getTime());
    const link = tokenLink(mail.portalUrl, '/auth/change-password', token);
    await sendMail(
      req,
      res,
      email,
      () => mail.mailer.send(recoveryMail(user, link)),
      () => tokens.consume(token, 'reset-password', now().getTime()),
    );
    sendResetSent(res, { success: true });
  });

  router.get('/auth/reset-password-token-verify', (req, res) => {
    const { token } = parseToken(req.query);
    const live = tokens.peek(token, 'reset-password', now().getTime()) !== undefined;
    sendTokenState(res, live ? { success: true } : { success: false, error: ACCOUNT_ERROR_CODES.invalidToken });
  });

  router.post('/auth/reset-password-verify', (req, res) => {
    const { token } = parseToken(req.query);
    const body = parseResetBody(req.body);
    const nowMs = now().getTime();
    // A dead link is told first: a new password would not help it.
    if (tokens.peek(token, 'reset-password', nowMs) === undefined) throw invalidToken();
    rejectFieldErrors(resetPasswordErrors(body));
    const userId = db.transaction(() => {
      const owner = tokens.consume(token, 'reset-password', nowMs);
      if (owner === undefined) return undefined;
      writePassword(owner, body.newPassword, nowMs);
      markVerified.run(owner);
      // Other recovery links sent before die with the new password.
      tokens.consumeAll(owner, 'reset-password', nowMs);
      return owner;
    })();
    if (userId === undefined) throw invalidToken();
    sendUpdated(res, { success: true, message: 'Password changed' });
  });

  return router;
}
