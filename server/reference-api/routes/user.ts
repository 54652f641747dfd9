// GET /user/view-profile, PUT /user/update-setting, PUT /user/update-profile, POST /user/change-password.
import { Router } from 'express';
import {
  LOGIN_ERROR_CODES,
  profileResponseSchema,
  successResponseSchema,
  updateSettingBodySchema,
  type ProfileResponse,
  type SuccessResponse,
  type UpdateSettingBody,
} from '../../../schemas/api/session';
import {
  accountUpdateResponseSchema,
  changePasswordBodySchema,
  updateProfileBodySchema,
  type AccountUpdateResponse,
  type ChangePasswordBody,
  type UpdateProfileBody,
} from '../../../schemas/api/accounts';
import { fieldErrorText } from '../../../schemas/rules/account-fields';
import { changePasswordErrors, profileErrors, rejectFieldErrors } from '../accounts/field-errors';
import { createPasswordWriter } from '../accounts/password-writer';
import { createProfileReader } from '../accounts/profile';
import { createLoginAttempts } from '../auth/login-attempts';
import { verifyPassword } from '../auth/passwords';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { clientAddress } from '../http/client-address';
import { HttpError, refuseWhileLimited, unauthorized } from '../http/errors';
import { inputParser, responder } from '../http/validation';

const parseSettings = inputParser<UpdateSettingBody>(updateSettingBodySchema, 'body');
const sendProfile = responder<ProfileResponse>(profileResponseSchema);
const sendSuccess = responder<SuccessResponse>(successResponseSchema);
const parseProfile = inputParser<UpdateProfileBody>(updateProfileBodySchema, 'body');
const parsePasswordChange = inputParser<ChangePasswordBody>(changePasswordBodySchema, 'body');
const sendUpdated = responder<AccountUpdateResponse>(accountUpdateResponseSchema);

/** Blank optional texts are stored as absent. */
const optional = (value: string | null | undefined) => value?.trim() || null;

export function userRoutes({ db, now, requireSession, sessions }: ApiContext): Router {
  const router = Router();
  const readProfile = createProfileReader(db, now);
  const updateSettings = db.prepare(`UPDATE users SET
      bid_email_notify = COALESCE(@bidEmailNotify, bid_email_notify),
      language = COALESCE(@language, language)
    WHERE id = @userId`);
  // The e-mail is the login and never changes here; a country or destination port left out keeps the current one.
  const updateProfile = db.prepare(`UPDATE users SET
      full_name = @fullName, mobile = @mobile, office_phone = @officePhone, company = @company, city = @city,
      address = @address, country_id = COALESCE(@countryId, country_id),
      destination_port = CASE WHEN @keepPort THEN destination_port ELSE @destinationPort END
    WHERE id = @userId`);
  const passwordOf = db.prepare('SELECT email, password_hash AS passwordHash FROM users WHERE id = ?');
  // A wrong current password counts as a failed login of the account: a stolen session cannot guess it faster.
  const attempts = createLoginAttempts(db);
  const writePassword = createPasswordWriter(db, sessions);

  router.get('/user/view-profile', requireSession, (req, res) => {
    const profile = readProfile(sessionOf(req).userId);
    // A session whose user is gone is no session.
    if (!profile) throw unauthorized();
    sendProfile(res, profile);
  });

  router.put('/user/update-setting', requireSession, (req, res) => {
    const settings = parseSettings(req.body);
    updateSettings.run({
      userId: sessionOf(req).userId,
      bidEmailNotify: settings.bidEmailNotify === undefined ? null : Number(settings.bidEmailNotify),
      language: settings.language ?? null,
    });
    sendSuccess(res, { success: true });
  });

  router.put('/user/update-profile', requireSession, (req, res) => {
    const body = parseProfile(req.body);
    rejectFieldErrors(profileErrors(body));
    updateProfile.run({
      userId: sessionOf(req).userId,
      fullName: body.fullName.trim().replace(/\s+/g, ' '),
      mobile: body.mobile.trim(),
      officePhone: optional(body.officePhone),
      company: optional(body.company),
      city: body.city.trim(),
      address: optional(body.address),
      countryId: body.countryId ?? null,
      keepPort: Number(body.destinationPort === undefined),
      destinationPort: optional(body.destinationPort),
    });
    sendUpdated(res, { success: true, message: 'Profile updated' });
  });

  router.post('/user/change-password', requireSession, async (req, res) => {
    const body = parsePasswordChange(req.body);
    rejectFieldErrors(changePasswordErrors(body));
    const { userId, sessionId } = sessionOf(req);
    const stored = passwordOf.get(userId) as { email: string; passwordHash: string | null } | undefined;
    if (!stored) throw unauthorized();
    const client = clientAddress(req);
    const at = now();
    refuseWhileLimited(res, attempts.retryAfter(stored.email, client, at), {
      message: 'Too many wrong passwords. Please try again later.',
      messageCode: LOGIN_ERROR_CODES.tooManyAttempts,
    });
    const succeeded = attempts.start(stored.email, client, at);
    if (!(await verifyPassword(body.oldPassword, stored.passwordHash))) {
      throw new HttpError(422, { success: false, message: { oldPassword: fieldErrorText({ code: 'WrongPassword' }) } });
    }
    succeeded();
    // The caller stays logged in; the account's other sessions end.
    writePassword(userId, body.newPassword, now().getTime(), sessionId);
    sendUpdated(res, { success: true, message: 'Password changed' });
  });

  return router;
}
