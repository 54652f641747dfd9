// Refusals the portal relies on (docs/api.md "Conventions"): 401 without a session, and every
// refusal JSON with success:false: an unknown call, a body that is not JSON, a wrong password, a
// malformed parameter.
import { errorResponseSchema } from '../../../schemas/api/session';
import { schemaProblems } from '../answers';
import { as, type Context } from '../context';
import type { Answer } from '../http';
import type { Step } from '../step';

function expectRefusal(step: Step, answer: Answer, statuses: readonly number[]): void {
  step.expect(statuses.includes(answer.status), `answered ${answer.status}, expected ${statuses.join(' or ')}`);
  if (!step.expect(answer.json, 'the refusal is not JSON')) return;
  for (const problem of schemaProblems(errorResponseSchema, answer.body)) step.fail(problem);
}

export async function checkErrors(context: Context): Promise<void> {
  const { checks } = context;
  checks.area('Refusals');
  await checks.run('GET /car-auction/listing without a session answers 401', async (step) => {
    await step.answer(undefined, 'listing', { pageType: 'car-auction', expect: 401 });
  });
  await checks.run('an unknown call answers 404 JSON', async (step) => {
    expectRefusal(step, await step.raw(as(context, 'client').jar, 'GET', '/no-such-call'), [404]);
  });
  await checks.run('POST /auth with a body that is not JSON answers 400 JSON', async (step) => {
    expectRefusal(step, await step.raw(undefined, 'POST', '/auth', '{"email":'), [400]);
  });
  await checks.run('POST /auth with a wrong password answers 401 JSON', async (step) => {
    const account = context.options.accounts.client;
    await step.answer(undefined, 'login', {
      body: { email: account?.email ?? 'nobody@example.com', password: 'not-the-password' },
      expect: 401,
    });
  });
  await checks.run('GET /car-auction/listing?page=0 answers 400 or 422 JSON', async (step) => {
    expectRefusal(step, await step.raw(as(context, 'client').jar, 'GET', '/car-auction/listing?page=0'), [400, 422]);
  });
}
