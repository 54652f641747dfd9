// The bid form (amount, type, group, comment, landed cost: Fluent's select, textarea and input) is a
// chunk of its own: a finished or closed lot's page does not download it. The lot page starts loading
// it beside the panel when the lot takes bids.
export const loadBidForm = () => import('./BidForm');
