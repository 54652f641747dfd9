// The /api/v1 router: JSON bodies, the daily schedule check, the route modules, JSON 404 and errors.
import express, { Router } from 'express';
import type { ApiContext } from './context';
import { errorHandler, notFound } from './http/errors';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { favoriteRoutes } from './routes/favorites';
import { imageRoutes } from './routes/images';
import { listingRoutes } from './routes/listing';
import { paymentRoutes } from './routes/payments';
import { purchaseRoutes } from './routes/purchases';
import { savedSearchRoutes } from './routes/saved-searches';
import { scheduleRoutes } from './routes/schedule';
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
  router.use(scheduleRoutes(context));
  router.use(listingRoutes(context));
  router.use(savedSearchRoutes(context));
  router.use(favoriteRoutes(context));
  router.use(purchaseRoutes(context));
  router.use(paymentRoutes(context));
  router.use(dashboardRoutes(context));
  router.use(notFound);
  router.use(errorHandler(logError));
  return router;
}
