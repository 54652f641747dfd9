// One check: it makes one or more calls, each answer checked against the contract, plus what the
// check itself expects of them; any mismatch fails it. Throwing `skip()` marks it SKIP with a reason.
import { operationById, type Operation } from '../../schemas/api/operations';
import { answerProblems } from './answers';
import { callPath, send, type Answer, type CallRequest, type CookieJar } from './http';
import type { Report } from './report';

class Skipped extends Error {}

/** Ends a check as SKIP: it cannot run against this backend or with these accounts. */
export function skip(reason: string): never {
  throw new Skipped(reason);
}

export interface CallOptions extends CallRequest {
  /** the status the check expects (200 by default) */
  readonly expect?: number;
}

export class Step {
  readonly problems: string[] = [];

  constructor(
    private readonly base: string,
    /** the check's title: a call it starts with is not repeated before each mismatch */
    private readonly title: string,
  ) {}

  /** Makes a call of the operations table and checks its answer; gives the answer whatever it was. */
  async answer(jar: CookieJar | undefined, operationId: string, options: CallOptions = {}): Promise<Answer> {
    const operation: Operation = operationById(operationId);
    const method = operation.method.toUpperCase();
    const path = callPath(operation, options);
    const answer = await send(this.base, method, path, jar, options.body);
    const call = `${method} ${path}`;
    const prefix = this.title.startsWith(call) ? '' : `${call}: `;
    for (const problem of answerProblems(operation, options.pageType, answer, options.expect ?? 200)) this.fail(`${prefix}${problem}`);
    return answer;
  }

  /** As answer(), but only an answer with the expected status and shape comes back; else the check stops. */
  async call<T = unknown>(jar: CookieJar | undefined, operationId: string, options: CallOptions = {}): Promise<T> {
    const before = this.problems.length;
    const answer = await this.answer(jar, operationId, options);
    if (this.problems.length > before) throw new StepFailed();
    return answer.body as T;
  }

  /** A request outside the table (an unknown call, a malformed body): no answer schema to check. */
  raw(jar: CookieJar | undefined, method: string, path: string, rawBody?: string): Promise<Answer> {
    return send(this.base, method, path, jar, undefined, rawBody);
  }

  /** Records `problem` unless `ok`; answers `ok`. */
  expect(ok: boolean, problem: string): boolean {
    if (!ok) this.fail(problem);
    return ok;
  }

  fail(problem: string): void {
    this.problems.push(problem);
  }
}

/** An error in words, with the network's reason (`fetch failed (ECONNREFUSED)`). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const reason = cause?.code ?? cause?.message;
  return typeof reason === 'string' ? `${error.message} (${reason})` : error.message;
}

/** Stops a check whose call failed: what follows depends on that answer. */
class StepFailed extends Error {}

export type StepBody<T> = (step: Step) => Promise<T>;

/** Runs the checks and reports each one. */
export class Checks {
  constructor(
    private readonly base: string,
    readonly report: Report,
  ) {}

  area(name: string): void {
    this.report.startArea(name);
  }

  /** Runs one check; answers what it gave, or undefined when it failed or was skipped. */
  async run<T>(title: string, body: StepBody<T>): Promise<T | undefined> {
    const step = new Step(this.base, title);
    try {
      const result = await body(step);
      this.report.add(title, step.problems.length > 0 ? 'FAIL' : 'PASS', step.problems);
      return step.problems.length > 0 ? undefined : result;
    } catch (error) {
      if (error instanceof Skipped) this.report.add(title, 'SKIP', [error.message]);
      else if (error instanceof StepFailed) this.report.add(title, 'FAIL', step.problems);
      else this.report.add(title, 'FAIL', [...step.problems, `could not run: ${describeError(error)}`]);
      return undefined;
    }
  }
}
