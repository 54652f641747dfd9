// A bid's adjustment price (how far over its amount the company may bid) is the page type's default
// until a manager sets one, 0 included: the column's default of 0 could not tell "not set" from "set
// to 0", so a manager's 0 left the client told the default. Adjustments above 0 were set by a manager.
export const adjustmentSetSchema = `
ALTER TABLE bids ADD COLUMN adjustment_set INTEGER NOT NULL DEFAULT 0;
UPDATE bids SET adjustment_set = 1 WHERE adjustment_price > 0;
`;
