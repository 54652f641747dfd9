// GET /user/view-profile, PUT /user/update-setting.
import { Router } from 'express';
import {
  profileResponseSchema,
  successResponseSchema,
  updateSettingBodySchema,
  type ProfileResponse,
  type SuccessResponse,
  type UpdateSettingBody,
} from '../../../schemas/api/session';
import { createProfileReader } from '../accounts/profile';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { unauthorized } from '../http/errors';
import { inputParser, responder } from '../http/validation';

const parseSettings = inputParser<UpdateSettingBody>(updateSettingBodySchema, 'body');
const sendProfile = responder<ProfileResponse>(profileResponseSchema);
const sendSuccess = responder<SuccessResponse>(successResponseSchema);

export function userRoutes({ db, requireSession }: ApiContext): Router {
  const router = Router();
  const readProfile = createProfileReader(db);
  const updateSettings = db.prepare(`UPDATE users SET
      bid_email_notify = COALESCE(@bidEmailNotify, bid_email_notify),
      language = COALESCE(@language, language)
    WHERE id = @userId`);

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

  return router;
}
