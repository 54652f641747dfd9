// The page-type schemas the browser renders (listings, favorites). The build and the server validate
// every file of schemas/page-types before anything is served (schemas/meta/load-page-types.ts), so the
// browser takes them as typed; a new page type's file is added to this list.
import type { PageTypeSchema } from '../../schemas/meta/page-type.schema';
import bikeStats from '../../schemas/page-types/bike-stats.json';
import bikes from '../../schemas/page-types/bikes.json';
import carAuction from '../../schemas/page-types/car-auction.json';
import machinery from '../../schemas/page-types/machinery.json';
import stats from '../../schemas/page-types/stats.json';
import stock from '../../schemas/page-types/stock.json';

// JSON imports widen literal kinds to string; the validation above is what guarantees the type.
export const pageTypeSchemas = [carAuction, stats, bikes, bikeStats, stock, machinery] as unknown as readonly PageTypeSchema[];
