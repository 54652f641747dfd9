// GET /openapi.json: the OpenAPI 3.1 document of this API, built from the operations table that the
// contract checker and docs/openapi.json come from.
import { Router } from 'express';
import { openApiText } from '../../../schemas/api/openapi';

export function contractRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(openApiText());
  });
  return router;
}
