// Where a saved search leads: its page type's listing route with the stored params. The saved-searches
// dialog opens it; the reference API puts it in search alerts and their digest mail.
import type { PageTypeSchema } from '../../schemas/meta/page-type.schema';

export const savedSearchHref = (schema: Pick<PageTypeSchema, 'route'>, params: string): string =>
  params ? `${schema.route}?${params}` : schema.route;
