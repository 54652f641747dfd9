// Where a lot is found once its auction day has passed (seed 000 §2: archived bids open the statistics
// page of their kind): car auctions in car statistics, bikes in bike statistics, by the same id.
export const STATISTICS_OF: Readonly<Record<string, string>> = { 'car-auction': 'stats', bikes: 'bike-stats' };
