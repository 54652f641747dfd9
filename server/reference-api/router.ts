// The /api/v1 router: compressed answers, JSON bodies, the daily schedule check, the gate of disabled page types, the route
// modules, JSON 404 and errors.
import compression from 'compression';
import express, { Router } from 'express';
import type { ApiContext } from './context';
import { errorHandler, notFound } from './http/errors';
import { accountRoutes } from './routes/accounts';
import { authRoutes } from './routes/auth';
import { bidChatRoutes } from './routes/bid-chat';
import { bidListRoutes } from './routes/bid-lists';
import { biddingRoutes } from './routes/bidding';
import { dashboardRoutes } from './routes/dashboard';
import { bidManagementRoutes } from './routes/bid-management';
import { contractRoutes } from './routes/contract';
import { favoriteRoutes } from './routes/favorites';
import { imageRoutes } from './routes/images';
import { listingRoutes } from './routes/listing';
import { lotDetailRoutes } from './routes/lot-detail';
import { listColumnsRoutes } from './routes/list-columns';
import { lotGuideRoutes } from './routes/lot-guide';
import { lotExtraRoutes } from './routes/lot-extras';
import { paymentRoutes } from './routes/payments';
import { purchaseRoutes } from './routes/purchases';
import { savedSearchRoutes } from './routes/saved-searches';
import { scheduleRoutes } from './routes/schedule';
import { shareRoutes } from './routes/share';
import { siteRoutes } from './routes/site';
import { userRoutes } from './routes/user';

export function createApiRouter(context: ApiContext, keepScheduleCurrent: () => void, logError: (message: string) => void): Router {
  const router = Router();
  // JSON (a listing page is ~17 kB) shrinks to a fifth; streamed CSV keeps its backpressure through
  // the zlib stream. socket.io is not routed here, and an answer already encoded is left alone.
  router.use(compression());
  router.use(express.json({ limit: '1mb' }));
  router.use((_req, _res, next) => {
    keepScheduleCurrent();
    next();
  });
  router.use(context.pageTypes.gate);
  router.use(authRoutes(context));
  router.use(accountRoutes(context));
  router.use(userRoutes(context));
  router.use(siteRoutes(context));
  router.use(imageRoutes(context));
  router.use(scheduleRoutes(context));
  router.use(listingRoutes(context));
  router.use(savedSearchRoutes(context));
  router.use(listColumnsRoutes(context));
  router.use(favoriteRoutes(context));
  router.use(lotDetailRoutes(context));
  router.use(lotExtraRoutes(context));
  router.use(lotGuideRoutes(context));
  router.use(shareRoutes(context));
  router.use(bidListRoutes(context));
  router.use(biddingRoutes(context));
  router.use(purchaseRoutes(context));
  router.use(paymentRoutes(context));
  router.use(dashboardRoutes(context));
  router.use(bidManagementRoutes(context));
  router.use(bidChatRoutes(context));
  router.use(contractRoutes());
  router.use(notFound);
  router.use(errorHandler(logError));
  return router;
}
