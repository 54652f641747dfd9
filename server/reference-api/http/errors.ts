// Every failure answers JSON in the shape of errorResponseSchema; an unexpected error is a bug,
// logged and answered 500.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { ErrorResponse } from '../../../schemas/api/session';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse,
  ) {
    super(typeof body.message === 'string' ? body.message : JSON.stringify(body.message));
  }
}

export function unauthorized(): HttpError {
  return new HttpError(401, { success: false, message: 'Unauthorized' });
}

/** A rate limit's refusal: 429 with Retry-After while `waitSeconds` is above 0; nothing otherwise. */
export function refuseWhileLimited(res: Response, waitSeconds: number, body: { message: string; messageCode: string }): void {
  if (waitSeconds <= 0) return;
  res.set('Retry-After', String(waitSeconds));
  throw new HttpError(429, { success: false, ...body });
}

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, message: `Not found: ${req.method} ${req.baseUrl}${req.path}` } satisfies ErrorResponse);
};

/** body-parser marks its own failures (malformed JSON, too large, bad charset) with a 4xx status and a type. */
interface BodyParserError {
  status: number;
  type: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Partial<BodyParserError>).type === 'string' &&
    typeof (error as Partial<BodyParserError>).status === 'number'
  );
}

export function errorHandler(logError: (message: string) => void): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json(error.body);
      return;
    }
    if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
      const message = error.type === 'entity.parse.failed' ? 'Malformed JSON body' : `Unreadable body (${error.type})`;
      res.status(error.status).json({ success: false, message } satisfies ErrorResponse);
      return;
    }
    logError(`[reference-api] ${req.method} ${req.originalUrl} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    res.status(500).json({ success: false, message: 'Internal server error' } satisfies ErrorResponse);
  };
}
