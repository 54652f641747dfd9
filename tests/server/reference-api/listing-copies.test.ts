// Lots carry copies of their maker, auction date and equipment bits for the listing indexes
// (migration 002), and counts kept by the API follow the lots version (migration 003): both must
// follow the data they come from.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { equipmentMask } from '../../../server/reference-api/db/migrations/002-listing';
import { migrate } from '../../../server/reference-api/db/migrations';
import { openDatabase, type Db } from '../../../server/reference-api/db/open';
import { bringScheduleToDate } from '../../../server/reference-api/db/schedule';
import { seedDatabase } from '../../../server/reference-api/seed/index';
import { loginCookie, startTestApi } from './helpers';

function seeded(now: Date): Db {
  const db = openDatabase(':memory:');
  migrate(db);
  seedDatabase(db, { carAuctionLots: 300, seed: 5, now });
  return db;
}

const stale = (db: Db): number =>
  Number(
    db
      .prepare(
        `SELECT COUNT(*) FROM lots l JOIN auctions a ON a.id = l.auction_id JOIN models md ON md.id = l.model_id
         WHERE l.auction_date IS NOT a.date OR l.maker_id IS NOT md.maker_id`,
      )
      .pluck()
      .get(),
  );

describe('listing copies on lots', () => {
  it('are written by the seed and follow the schedule when it moves on', () => {
    const db = seeded(new Date('2026-03-04T03:00:00Z'));
    expect(stale(db)).toBe(0);
    expect(bringScheduleToDate(db, '2026-03-20').shiftedWeeks).toBe(2);
    expect(stale(db)).toBe(0);
  });

  it('are filled for a lot written without them, and the bits follow its equipment', () => {
    const db = seeded(new Date('2026-03-04T03:00:00Z'));
    const source = db.prepare("SELECT auction_id, model_id FROM lots WHERE page_type = 'car-auction' LIMIT 1").get() as {
      auction_id: number;
      model_id: number;
    };
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO lots (page_type, auction_id, lot_no, auction_time, model_id, year, condition, equip)
        VALUES ('car-auction', ?, 99999, '10:00', ?, 2020, '4', 'AAC PS NV TV')`,
      )
      .run(source.auction_id, source.model_id);
    const read = () => db.prepare('SELECT equip_mask FROM lots WHERE id = ?').pluck().get(lastInsertRowid);
    expect(stale(db)).toBe(0);
    expect(read()).toBe(equipmentMask('AAC PS NV TV'));
    db.prepare("UPDATE lots SET equip = 'AC' WHERE id = ?").run(lastInsertRowid);
    expect(read()).toBe(equipmentMask('AC'));
    expect(equipmentMask('AC')).toBe(1);
  });
});

describe('kept listing counts', () => {
  it('follow a lot written by another connection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seri-counts-'));
    const dbPath = join(dir, 'seri.sqlite');
    const t = startTestApi({ dbPath });
    try {
      const cookie = await loginCookie(t.app, 'client');
      const count = async (query: string) =>
        (await request(t.app).get(`/api/v1/car-auction/listing?${query}`).set('Cookie', cookie)).body.pageInfo as {
          totalSearchResults: number;
          totalResults: number;
        };
      const before = await count('condition=WR');
      expect((await count('condition=WR')).totalSearchResults).toBe(before.totalSearchResults);

      const other = openDatabase(dbPath);
      other
        .prepare(
          "UPDATE lots SET condition = 'WR' WHERE id = (SELECT id FROM lots WHERE page_type = 'car-auction' AND condition <> 'WR' LIMIT 1)",
        )
        .run();
      other
        .prepare(
          "DELETE FROM lots WHERE id = (SELECT MAX(id) FROM lots WHERE page_type = 'car-auction' AND condition <> 'WR' AND id NOT IN (SELECT lot_id FROM bids))",
        )
        .run();
      other.close();

      const after = await count('condition=WR');
      expect(after.totalSearchResults).toBe(before.totalSearchResults + 1);
      expect(after.totalResults).toBe(before.totalResults - 1);
    } finally {
      await t.api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
