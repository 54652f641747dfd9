// Lots of chosen auctions in the default order (auction date, lot number) from one index: the
// schedule filter (days or single auctions) counts and sorts its lots without reading the table.
export const auctionOrderSchema = `
CREATE INDEX lots_list_auction ON lots(page_type, auction_id, auction_date, lot_no);
ANALYZE lots;
`;
