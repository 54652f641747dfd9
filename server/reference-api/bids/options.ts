// The bid type lists (seed 000 §3 "Bid type / export type option"): what a bidder wants done with
// the vehicle. Clients pick a bid type; managers pick the export type in their variant of the form.
// Both are stored in bids.export_type.
import type { BidTypeOption } from '../../../schemas/api/bidding';

export const BID_TYPES: readonly BidTypeOption[] = [
  { value: 'roro', label: 'RoRo', description: 'Whole vehicle shipped on a roll-on/roll-off vessel' },
  { value: 'container', label: 'Container', description: 'Whole vehicle shipped in a container' },
  { value: 'constructor', label: 'Constructor', description: 'Dismantled into a body shell and parts, shipped as parts' },
];

export const EXPORT_TYPES: readonly BidTypeOption[] = [
  ...BID_TYPES,
  { value: 'cut', label: 'Half cut', description: 'Front half with engine and gearbox, shipped as parts' },
  { value: 'domestic', label: 'Domestic', description: 'Stays in Japan: resale or storage' },
];

export function isKnownBidType(value: string): boolean {
  return EXPORT_TYPES.some((type) => type.value === value);
}
