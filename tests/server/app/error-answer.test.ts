import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer } from '../../../server/error-answer';

function appThrowing(error: object) {
  const logError = vi.fn();
  const app = express();
  app.get('/{*any}', () => {
    throw Object.assign(new Error('failed'), error);
  });
  app.use(errorAnswer(logError));
  return { app, logError };
}

describe('the last error handler', () => {
  it('logs a server fault and answers JSON under /api/v1', async () => {
    const { app, logError } = appThrowing({});
    const res = await request(app).get('/api/v1/anything');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Internal Server Error' });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('does not log a download the browser aborted', () => {
    const logError = vi.fn();
    const next = vi.fn();
    const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });
    const req = { method: 'GET', originalUrl: '/assets/a.js', path: '/assets/a.js' };
    errorAnswer(logError)(aborted, req as never, { headersSent: true } as never, next);
    expect(logError).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
  });
});
