// When a bid's auction is, as the status and price controls ask it (seed 000 §4): on a later Japan day,
// or within the last hour before it starts. Pure: the caller passes the clock.
import { japanDate, japanInstant } from '../../../../shared/japan-time';
import { auctionTime } from '../../../engine/views/format';

const HOUR_MS = 3_600_000;

/** The instant a row's auction starts (Japan wall time); null without a time. */
function auctionInstant(auctionDate: string): Date | null {
  const at = auctionTime(auctionDate);
  if (!at?.time) return null;
  return japanInstant(at.date, at.time);
}

/** The auction is on a later day than today in Japan. */
export function isFutureAuctionDay(auctionDate: string, now: Date): boolean {
  const at = auctionTime(auctionDate);
  return at !== null && at.date > japanDate(now);
}

/** Less than an hour remains before the auction starts (and it has not started). */
export function isLastHour(auctionDate: string, now: Date): boolean {
  const start = auctionInstant(auctionDate);
  if (!start) return false;
  const left = start.getTime() - now.getTime();
  return left > 0 && left < HOUR_MS;
}
