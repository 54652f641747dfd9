// The bid guide of a lot page (issue #19): a vehicle's earlier offerings by frame number, and the sold
// lots of the statistics page types that compare with a lot (bench/listing-mix.ts times both).
export const lotGuideSchema = `
-- Earlier offerings of one vehicle: the same frame number (serial) and model, by auction date; the
-- listing counts them per lot with one seek.
CREATE INDEX lots_vehicle ON lots(serial, model_id, auction_date);
-- Comparable sales: the model, its code (chassis) and sold statuses seek, the year is a range, and the
-- other filters of a comparables query (mileage, grade, maker) and what it reads (sold price, date)
-- are in the index, so it never reads the table.
CREATE INDEX lots_comparables ON lots(page_type, model_id, chassis, status, year, mileage, condition, maker_id, sold_price, auction_date);
ANALYZE lots;
`;
