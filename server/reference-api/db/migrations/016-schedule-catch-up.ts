// Lots follow their auction in small steps instead of one statement over every lot (db/schedule.ts):
// each auction records the date and the phase (upcoming, ongoing, over) its lots were last brought to,
// so a new day or a restart only touches the auctions whose phase or date moved. The trigger that
// rewrote every lot of an auction inside the auction's own update goes: it made a week's shift one
// statement over all lots, blocking every request for its whole length.
export const scheduleCatchUpSchema = `
DROP TRIGGER lots_follow_auction_date;
ALTER TABLE auctions ADD COLUMN lots_date TEXT;
ALTER TABLE auctions ADD COLUMN lots_phase INTEGER;
-- The trigger kept the copies right so far; the phases are checked once, lot by lot, at the next start.
UPDATE auctions SET lots_date = date;
`;
