// Copies a seeded database's car-auction lots under new lot numbers until there are `total`: a large
// listing in seconds, where seeding that many lots one by one takes minutes. For the export's
// constant-memory test and bench.
import Database from 'better-sqlite3';

export function growLots(dbPath: string, total: number): void {
  const db = new Database(dbPath);
  const columns = db.prepare("SELECT name FROM pragma_table_info('lots') WHERE name <> 'id'").pluck().all() as string[];
  const copied = columns.map((name) => (name === 'lot_no' ? 'lot_no + @offset' : name)).join(', ');
  const last = db.prepare("SELECT MAX(id) FROM lots WHERE page_type = 'car-auction'").pluck().get() as number;
  const copy = db.prepare(
    `INSERT INTO lots (${columns.join(', ')}) SELECT ${copied} FROM lots WHERE page_type = 'car-auction' AND id <= @last LIMIT @limit`,
  );
  const count = db.prepare("SELECT COUNT(*) FROM lots WHERE page_type = 'car-auction'").pluck();
  db.transaction(() => {
    for (let round = 1; (count.get() as number) < total; round += 1)
      copy.run({ offset: round * 1_000_000, last, limit: total - (count.get() as number) });
  })();
  db.close();
}
