// Where a user's cars are shipped: a destination id of the company's price list (config costs), which
// the landed-cost estimate of the bid form starts from; null until the user picks one.
export const destinationPortSchema = `
ALTER TABLE users ADD COLUMN destination_port TEXT;
`;
