// In proxy mode the portal asks the company's backend a cheap public question: at start, to log
// whether it answers and which contract version it declares; on /readyz, to say whether it can serve.
import type { Logger } from 'pino';
import { API_PREFIX } from '../url-paths';

const PROBE_TIMEOUT_MS = 2000;

interface UpstreamAnswer {
  /** the contract version the backend declares in its OpenAPI document's info.version, if it serves one */
  readonly contractVersion?: string;
}

/** Resolves when GET /api/v1/site/get-language answers below 500 within the time; rejects saying why not. */
export async function checkUpstream(apiUrl: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs);
  let status: number;
  try {
    status = (await fetch(`${apiUrl}${API_PREFIX}/site/get-language`, { signal })).status;
  } catch (error) {
    throw new Error(
      signal.aborted
        ? `the API server did not answer within ${timeoutMs} ms`
        : `the API server cannot be reached (${(error as Error).message})`,
    );
  }
  if (status >= 500) throw new Error(`the API server answered ${status}`);
}

/** Whether the backend answers, and the contract version it declares. */
async function probeUpstream(apiUrl: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<UpstreamAnswer> {
  await checkUpstream(apiUrl, timeoutMs);
  return { contractVersion: await declaredVersion(apiUrl, AbortSignal.timeout(timeoutMs)) };
}

async function declaredVersion(apiUrl: string, signal: AbortSignal): Promise<string | undefined> {
  try {
    const response = await fetch(`${apiUrl}${API_PREFIX}/openapi.json`, { signal });
    if (!response.ok) return undefined;
    const version = ((await response.json()) as { info?: { version?: unknown } }).info?.version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/** The start-up probe's log line. A backend that is down does not stop the portal: it is said, and /readyz answers 503 until it is up. */
export async function reportUpstream(apiUrl: string, logger: Logger): Promise<void> {
  try {
    const { contractVersion } = await probeUpstream(apiUrl);
    logger.info(
      `API server ${apiUrl} answers; contract version ${contractVersion ?? 'not declared (GET /api/v1/openapi.json info.version)'}`,
    );
  } catch (error) {
    logger.warn(`API server ${apiUrl} does not answer: ${(error as Error).message}; the portal runs and proxies calls as they come`);
  }
}
