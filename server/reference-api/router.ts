// The /api/v1 router: JSON bodies, the daily schedule check, the route modules, JSON 404 and errors.
import express, { Router } from 'express';
import type { ApiContext } from './context';
import { errorHandler, notFound } from './http/errors';
import { authRoutes } from './routes/auth';
import { imageRoutes } from './routes/images';
import { siteRoutes } from './routes/site';
import { userRoutes } from './routes/user';

export function createApiRouter(context: ApiContext, keepScheduleCurrent: () => void, logError: (message: string) => void): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use((_req, _res, next) => {
    keepScheduleCurrent();
    next();
  });
  router.use(authRoutes(context));
  router.use(userRoutes(context));
  router.use(siteRoutes(context));
  router.use(imageRoutes(context));
  router.use(notFound);
  router.use(errorHandler(logError));
  return router;
}
