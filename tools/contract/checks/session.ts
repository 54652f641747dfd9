// Session (docs/api.md "Session"): log in each role, its profile, the refresh the portal makes once
// after a 401, and logout.
import { SESSION_COOKIES } from '../../../schemas/api/openapi';
import { portalRole } from '../../../schemas/api/roles';
import type { ProfileResponse } from '../../../schemas/api/session';
import { as, ROLES, type Context, type Role } from '../context';
import { CookieJar } from '../http';

async function logIn(context: Context, role: Role): Promise<void> {
  const account = context.options.accounts[role];
  if (!account) return;
  const { checks } = context;
  const jar = await checks.run(`POST /auth as the ${role} (${account.email})`, async (step) => {
    const cookies = new CookieJar();
    await step.call(cookies, 'login', { body: account });
    for (const name of Object.values(SESSION_COOKIES))
      step.expect(cookies.has(name), `no ${name} cookie was set (the contract's session cookies)`);
    return cookies;
  });
  if (!jar) return;
  const profile = await checks.run(`GET /user/view-profile as the ${role}`, async (step) => {
    const answer = await step.call<ProfileResponse>(jar, 'viewProfile');
    const actual = portalRole(answer.detail);
    step.expect(
      actual === role,
      `this account is a ${actual} (roleId ${answer.detail.roleId}, userType ${answer.detail.userType}), not a ${role}`,
    );
    return answer;
  });
  if (profile) context.signedIn[role] = { jar, profile };
}

/** Logs in every role given and checks the refresh the portal relies on. */
export async function checkSession(context: Context): Promise<void> {
  const { checks } = context;
  checks.area('Session');
  for (const role of ROLES) await logIn(context, role);

  await checks.run('GET /user/view-profile without a session answers 401', async (step) => {
    await step.answer(undefined, 'viewProfile', { expect: 401 });
  });
  await checks.run('GET /auth/update without a refresh cookie answers 401 (the portal then stops)', async (step) => {
    await step.answer(undefined, 'refreshSession', { expect: 401 });
  });
  // The portal answers a 401 with one refresh and one retry: the refresh cookie alone must give a working session.
  await checks.run('GET /auth/update after the access token expired, then the call again', async (step) => {
    const client = as(context, 'client');
    const refreshed = client.jar.copy(true);
    await step.call(refreshed, 'refreshSession');
    await step.call(refreshed, 'viewProfile');
    client.jar = refreshed;
  });
}

/** Last: a session of its own, so the others stay signed in. */
export async function checkLogout(context: Context): Promise<void> {
  const { checks } = context;
  checks.area('Logout');
  await checks.run('POST /auth/logout ends the session', async (step) => {
    as(context, 'client');
    const jar = new CookieJar();
    await step.call(jar, 'login', { body: context.options.accounts.client });
    const before = jar.copy();
    await step.call(jar, 'logout');
    await step.answer(before, 'viewProfile', { expect: 401 });
    await step.answer(before, 'refreshSession', { expect: 401 });
  });
}
