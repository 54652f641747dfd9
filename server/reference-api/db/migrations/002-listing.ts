// The listing calls: lots carry their maker, auction date and equipment bits (kept by triggers),
// so filters and the default order (auction date, lot number) need no join; favorites per user;
// indexes chosen with EXPLAIN QUERY PLAN and bench/listing.ts (bench/explain-listing.ts shows plans).

/** Equipment codes as bits of lots.equip_mask, bit 0 first. Fixed with this migration: never reorder. */
export const EQUIPMENT_BITS = ['AC', 'AAC', 'PS', 'PW', 'AB', 'ABS', 'NV', 'TV', 'SR', 'AW', 'LR', 'ETC', 'BC', 'KL', 'PSD', 'CD'] as const;

/** The bits of an equip text (codes separated by single spaces), as the seed writes them. */
export function equipmentMask(equip: string): number {
  const codes = new Set(equip.split(' '));
  return EQUIPMENT_BITS.reduce((mask, code, bit) => (codes.has(code) ? mask + 2 ** bit : mask), 0);
}

// The same in SQL, for rows written without it; padding both sides finds whole codes only.
const equipmentMaskOf = (equip: string): string =>
  EQUIPMENT_BITS.map((code, bit) => `(instr(' ' || ${equip} || ' ', ' ${code} ') > 0) * ${2 ** bit}`).join(' + ');

/** Filter columns the default-order index carries after its key. */
const COVERED =
  'maker_id, model_id, year, mileage, condition, start_price, sold_price, engine_cc, gearbox, color, status, auction_id, equip_mask';

/** Filter columns a sort index carries after its key, its own field left out. */
const sortTail = (field: string): string =>
  ['maker_id', 'model_id', 'year', 'mileage', 'start_price', 'condition'].filter((column) => column !== field).join(', ');

export const listingSchema = `
ALTER TABLE lots ADD COLUMN maker_id INTEGER REFERENCES makers(id);
ALTER TABLE lots ADD COLUMN auction_date TEXT;
-- "Contains all these codes" as one integer test an index can cover (a generated column it cannot).
ALTER TABLE lots ADD COLUMN equip_mask INTEGER;
UPDATE lots SET
  maker_id = (SELECT maker_id FROM models WHERE models.id = lots.model_id),
  auction_date = (SELECT date FROM auctions WHERE auctions.id = lots.auction_id),
  equip_mask = ${equipmentMaskOf('equip')};

-- Writers may leave the copies out; they are filled from the model, the auction and equip.
CREATE TRIGGER lots_fill_listing_copies AFTER INSERT ON lots
WHEN NEW.maker_id IS NULL OR NEW.auction_date IS NULL OR NEW.equip_mask IS NULL
BEGIN
  UPDATE lots SET
    maker_id = (SELECT maker_id FROM models WHERE models.id = NEW.model_id),
    auction_date = (SELECT date FROM auctions WHERE auctions.id = NEW.auction_id),
    equip_mask = ${equipmentMaskOf('NEW.equip')}
  WHERE id = NEW.id;
END;
CREATE TRIGGER lots_follow_equip AFTER UPDATE OF equip ON lots
BEGIN
  UPDATE lots SET equip_mask = ${equipmentMaskOf('NEW.equip')} WHERE id = NEW.id;
END;
CREATE TRIGGER lots_follow_auction_date AFTER UPDATE OF date ON auctions
BEGIN
  UPDATE lots SET auction_date = NEW.date WHERE auction_id = NEW.id;
END;

CREATE TABLE favorites (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lot_id INTEGER NOT NULL REFERENCES lots(id) ON DELETE CASCADE,
  grp TEXT NOT NULL CHECK (grp IN ('A', 'B', 'C', 'D', 'E')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, lot_id)
) WITHOUT ROWID;
CREATE INDEX favorites_user_group ON favorites(user_id, grp, created_at);

-- Default order and auction days; it also carries the columns most filters test, so a page walks
-- this index alone, however deep, and counts of filters without a better index read nothing else.
CREATE INDEX lots_list_date ON lots(page_type, auction_date, lot_no, id, ${COVERED});
-- Maker and model: counts of maker + other filters read only this index.
CREATE INDEX lots_list_maker ON lots(page_type, maker_id, model_id, year, mileage, condition, start_price, sold_price,
  engine_cc, gearbox, color, status, auction_id, equip_mask, auction_date, lot_no);
CREATE INDEX lots_list_model ON lots(page_type, model_id);
-- The usual sort fields, with the usual filters: a sorted, filtered page walks one index; the lot
-- id right after the field keeps the order of equal values without a sort step.
CREATE INDEX lots_list_year ON lots(page_type, year, id, ${sortTail('year')});
CREATE INDEX lots_list_mileage ON lots(page_type, mileage, id, ${sortTail('mileage')});
CREATE INDEX lots_list_start_price ON lots(page_type, start_price, id, ${sortTail('start_price')});
-- One per other range, select or sort field: a count over one field reads only its index, and a
-- page in that field's order walks it.
CREATE INDEX lots_list_engine ON lots(page_type, engine_cc);
CREATE INDEX lots_list_fixed_price ON lots(page_type, fixed_price);
CREATE INDEX lots_list_sold_price ON lots(page_type, sold_price);
CREATE INDEX lots_list_hours ON lots(page_type, hours);
CREATE INDEX lots_list_condition ON lots(page_type, condition);
CREATE INDEX lots_list_color ON lots(page_type, color);
CREATE INDEX lots_list_gearbox ON lots(page_type, gearbox);
CREATE INDEX lots_list_equipment ON lots(page_type, equip_mask);
CREATE INDEX lots_list_category ON lots(page_type, category, subcategory);
-- Lot number, chassis and serial searches.
CREATE INDEX lots_list_lot_no ON lots(page_type, lot_no);
CREATE INDEX lots_list_chassis ON lots(page_type, chassis);
CREATE INDEX lots_list_serial ON lots(page_type, serial);

ANALYZE;
`;
