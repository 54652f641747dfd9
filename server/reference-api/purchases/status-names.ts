// English names of the purchase status codes (seed 001 §4); 0 stands for the null status. The client
// shows its own translations; these label the list's statusList for other clients.
export const PURCHASE_STATUS_NAMES: Readonly<Record<number, string>> = {
  0: 'Processing',
  1: 'Domestic transport',
  2: 'Waiting ship assignment',
  3: 'Waiting for loading',
  4: 'In transit',
  5: 'Delivered',
  6: 'Shipping cancelled',
  7: 'Purchase cancelled',
  8: 'Auction resale',
};
