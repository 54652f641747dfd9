// Saved-search alerts (docs/api.md "Saved searches"). When lots arrive, each alerting search of their
// page type is matched once (search-matcher.ts); a match is kept and its owner hears of it at once on
// the socket (`search-alert`). Kept matches go out in a digest mail, at most one per user and Japan day:
// the first arrival of a day mails at once, later ones wait for the next day's first check. Links point
// at the configured portal (PORTAL_URL); the unsubscribe link carries a random token, stored hashed,
// that turns off every alert of its user without a session.
import { savedSearchHref } from '../../../shared/list/saved-search-href';
import { japanDate } from '../../../shared/japan-time';
import type { Recipient } from '../accounts/account-mails';
import { tokenLink } from '../accounts/portal-links';
import { hashToken, newToken } from '../auth/sessions';
import type { ApiContext } from '../context';
import { createLotReader } from '../listing/lot-rows';
import { listingPageTypes, lotLink } from '../listing/page-types';
import { alertMessage, digestMail, type DigestSearch } from './alert-texts';
import { createSearchMatcher, LISTED_LOTS, type LotArrival } from './search-matcher';

export interface SearchAlerts {
  /** Matches lots that arrived against the alerting searches, notifies their owners and mails the digests due. */
  lotsArrived(arrivals: readonly LotArrival[]): Promise<void>;
  /** Mails each user with matches not yet mailed their digest, unless one went out on this Japan day. */
  sendDigests(): Promise<void>;
}

interface PendingHit {
  id: number;
  searchId: number;
  title: string;
  params: string;
  type: string;
  lotCount: number;
  lotIds: string;
}

type Deps = Pick<ApiContext, 'db' | 'prepare' | 'now' | 'realtime' | 'mail' | 'pageTypes'>;

export function createSearchAlerts(
  { db, prepare, now, realtime, mail, pageTypes }: Deps,
  logError: (message: string) => void,
): SearchAlerts {
  const match = createSearchMatcher(db, prepare, pageTypes);
  const readLots = createLotReader(db);
  const insertHit = db.prepare('INSERT INTO search_alert_hits (search_id, found_at, lot_count, lot_ids) VALUES (?, ?, ?, ?)');
  const usersWithPending = db
    .prepare(
      `SELECT DISTINCT s.user_id FROM search_alert_hits h JOIN saved_searches s ON s.id = h.search_id
       WHERE h.mailed_at IS NULL AND s.alert = 1 ORDER BY s.user_id`,
    )
    .pluck();
  const pendingOf =
    db.prepare(`SELECT h.id, h.search_id AS searchId, s.title, s.params, s.type, h.lot_count AS lotCount, h.lot_ids AS lotIds
    FROM search_alert_hits h JOIN saved_searches s ON s.id = h.search_id
    WHERE s.user_id = ? AND s.alert = 1 AND h.mailed_at IS NULL ORDER BY h.id`);
  const digestSent = db.prepare('SELECT 1 FROM search_alert_digests WHERE user_id = ? AND day = ?').pluck();
  const recipientOf = db.prepare('SELECT email, full_name AS fullName, language FROM users WHERE id = ? AND email_verified = 1');
  const insertToken = db.prepare('INSERT INTO search_alert_unsubscribe_tokens (token_hash, user_id, created_at) VALUES (?, ?, ?)');
  const recordDigest = db.prepare('INSERT INTO search_alert_digests (user_id, day, sent_at) VALUES (?, ?, ?)');
  const markMailed = db.prepare('UPDATE search_alert_hits SET mailed_at = ? WHERE id IN (SELECT value FROM json_each(?))');

  /** A user's kept matches grouped by search, their lots named and linked. */
  const digestSearches = (userId: number, hits: readonly PendingHit[]): DigestSearch[] => {
    const bySearch = new Map<number, PendingHit[]>();
    for (const hit of hits) bySearch.set(hit.searchId, [...(bySearch.get(hit.searchId) ?? []), hit]);
    return [...bySearch.values()].map((searchHits) => {
      const [{ title, params, type }] = searchHits as [PendingHit];
      const pageType = listingPageTypes().get(type);
      if (!pageType) throw new Error(`A saved search of an unknown page type '${type}'`);
      const ids = [...new Set(searchHits.flatMap((hit) => JSON.parse(hit.lotIds) as number[]))].slice(0, LISTED_LOTS);
      return {
        title,
        count: searchHits.reduce((sum, hit) => sum + hit.lotCount, 0),
        link: `${mail.portalUrl}${savedSearchHref(pageType.schema, params)}`,
        lots: readLots(ids, userId).map((lot) => ({
          lotNo: lot.lotNo,
          name: `${lot.maker} ${lot.model} ${lot.year}`,
          auction: `${lot.auctionName}, ${lot.auctionDate} ${lot.auctionTime}`,
          link: `${mail.portalUrl}${lotLink(pageType, lot.id)}`,
        })),
      };
    });
  };

  const sendDigest = async (userId: number): Promise<void> => {
    const at = now();
    const day = japanDate(at);
    const to = recipientOf.get(userId) as Recipient | undefined;
    if (!to || digestSent.get(userId, day) !== undefined) return;
    const hits = pendingOf.all(userId) as PendingHit[];
    if (hits.length === 0) return;
    const token = newToken();
    insertToken.run(hashToken(token), userId, at.toISOString());
    await mail.mailer.send(digestMail(to, digestSearches(userId, hits), tokenLink(mail.portalUrl, '/unsubscribe-alerts', token)));
    db.transaction(() => {
      recordDigest.run(userId, day, at.toISOString());
      markMailed.run(at.toISOString(), JSON.stringify(hits.map((hit) => hit.id)));
    })();
  };

  // One run at a time: two arrivals close together must not both find a user's digest unsent.
  let running = Promise.resolve();
  const sendDigests = (): Promise<void> => {
    running = running.then(async () => {
      for (const userId of usersWithPending.all() as number[]) {
        try {
          await sendDigest(userId);
        } catch (error) {
          logError(`Search alert digest to user ${userId} failed: ${(error as Error).message}`);
        }
      }
    });
    return running;
  };

  return {
    async lotsArrived(arrivals) {
      const at = now().toISOString();
      const matches = db.transaction(() =>
        arrivals.flatMap((arrival) =>
          match(arrival).map((found) => {
            insertHit.run(found.searchId, at, found.count, JSON.stringify(found.lotIds));
            return found;
          }),
        ),
      )();
      for (const found of matches) {
        realtime.notifyUsers([found.userId], 'search-alert', {
          searchId: found.searchId,
          title: found.title,
          type: found.pageType.id,
          count: found.count,
          path: savedSearchHref(found.pageType.schema, found.params),
          message: alertMessage(found.title, found.count),
        });
      }
      await sendDigests();
    },
    sendDigests,
  };
}
