// POST /dev/lots?key=…: adds lots now, so a developer (or an e2e test) sees saved-search alerts without
// waiting for the next auction week. Copies of a lot are relisted in its auction and matched against the
// alerting searches like any arrival; the answer comes once the notifications and digests went out.
// Like the development outbox, it answers only to the key the server prints at start.
import express, { Router } from 'express';
import { devLotsBodySchema, devLotsResponseSchema, type DevLotsBody, type DevLotsResponse } from '../../../schemas/api/listing';
import { requireOperatorKey } from '../../operator-key';
import type { Db } from '../db/open';
import { relistLots } from '../db/relist-lots';
import { errorHandler, HttpError } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import type { SearchAlerts } from './search-alerts';
import { arrivedLots } from './search-matcher';

const parseBody = inputParser<DevLotsBody>(devLotsBodySchema, 'body');
const sendIds = responder<DevLotsResponse>(devLotsResponseSchema);

export function createDevLotsRouter(db: Db, alerts: SearchAlerts, key: string, logError: (message: string) => void): Router {
  const router = Router();
  router.post(
    '/lots',
    requireOperatorKey(key, 'Adding lots needs the key the server printed at start: /dev/lots?key=…'),
    express.json(),
    async (req, res) => {
      const { like, count = 1 } = parseBody(req.body);
      const added = relistLots(db, like, count);
      if (!added) throw new HttpError(404, { success: false, message: 'No such lot' });
      await alerts.lotsArrived([arrivedLots(added.pageType, added.ids)]);
      sendIds(res, { ids: added.ids });
    },
  );
  router.use(errorHandler(logError));
  return router;
}
