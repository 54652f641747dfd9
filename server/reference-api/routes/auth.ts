// POST /auth, GET /auth/update, POST /auth/logout (docs/api.md "Session").
import { Router } from 'express';
import {
  LOGIN_ERROR_CODES,
  loginBodySchema,
  loginResponseSchema,
  successResponseSchema,
  type LoginBody,
  type LoginResponse,
  type SuccessResponse,
} from '../../../schemas/api/session';
import { clearSessionCookies, setSessionCookies } from '../auth/cookies';
import { createLoginAttempts } from '../auth/login-attempts';
import { verifyPassword } from '../auth/passwords';
import type { ApiContext } from '../context';
import { accessTokenOf, refreshTokenOf, refuseForeignPages } from '../http/authenticate';
import { clientAddress } from '../http/client-address';
import { HttpError, refuseWhileLimited, unauthorized } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { ROLE_ID } from '../../../schemas/api/roles';

const parseLogin = inputParser<LoginBody>(loginBodySchema, 'body');
// The tokens travel in httpOnly cookies only: in the answer's body (the spec lets them out) a script
// injected into the page could read a 30-day refresh token and take the session elsewhere.
const sendSignedIn = responder<LoginResponse>(loginResponseSchema);
const sendSuccess = responder<SuccessResponse>(successResponseSchema);

interface LoginCandidate {
  id: number;
  passwordHash: string | null;
  roleId: number;
  emailVerified: number;
}

export function authRoutes({ db, now, sessions, accessTtlSeconds }: ApiContext): Router {
  const router = Router();
  const findUser = db.prepare(
    'SELECT id, password_hash AS passwordHash, role_id AS roleId, email_verified AS emailVerified FROM users WHERE email = ?',
  );
  const touchLastLogin = db.prepare('UPDATE users SET last_login = ? WHERE id = ?');
  const attempts = createLoginAttempts(db);

  router.post('/auth', async (req, res) => {
    const { email, password } = parseLogin(req.body);
    const client = clientAddress(req);
    const at = now();
    // Known e-mail or not, the limit is the same, so it tells nothing about accounts either.
    refuseWhileLimited(res, attempts.retryAfter(email, client, at), {
      message: 'Too many failed logins. Please try again later.',
      messageCode: LOGIN_ERROR_CODES.tooManyAttempts,
    });
    const succeeded = attempts.start(email, client, at);
    const user = findUser.get(email) as LoginCandidate | undefined;
    // The password is checked first, so the answer tells nothing about accounts to a stranger.
    if (!(await verifyPassword(password, user?.passwordHash ?? null)) || !user) {
      throw new HttpError(401, {
        success: false,
        message: 'Incorrect username or password',
        messageCode: LOGIN_ERROR_CODES.invalidCredentials,
      });
    }
    succeeded();
    if (user.roleId === ROLE_ID.disabled || user.emailVerified !== 1) {
      throw new HttpError(403, { success: false, message: 'Invalid user', messageCode: LOGIN_ERROR_CODES.invalidUser });
    }
    const tokens = sessions.create(user.id, at.getTime());
    touchLastLogin.run(at.toISOString(), user.id);
    setSessionCookies(req, res, tokens, accessTtlSeconds);
    sendSignedIn(res, { success: true });
  });

  router.get('/auth/update', (req, res) => {
    refuseForeignPages(req);
    const refreshToken = refreshTokenOf(req);
    const rotated = refreshToken ? sessions.rotate(refreshToken, now().getTime()) : undefined;
    if (!rotated) {
      clearSessionCookies(req, res);
      throw unauthorized();
    }
    const tokens = { accessToken: rotated.accessToken, refreshToken: rotated.refreshToken };
    setSessionCookies(req, res, tokens, accessTtlSeconds);
    sendSignedIn(res, { success: true });
  });

  router.post('/auth/logout', (req, res) => {
    sessions.revoke({ accessToken: accessTokenOf(req), refreshToken: refreshTokenOf(req) }, now().getTime());
    clearSessionCookies(req, res);
    sendSuccess(res, { success: true });
  });

  return router;
}
