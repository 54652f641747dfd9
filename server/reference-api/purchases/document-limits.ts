// How much one purchase may hold (schemas/api/purchases.ts), so uploads cannot fill the disk: checked
// before an upload is read, and again right before its row is written, in the same tick, so uploads
// running side by side cannot all pass it.
import { DOCUMENTS_MAX_COUNT, DOCUMENTS_MAX_TOTAL_BYTES } from '../../../schemas/api/purchases';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';

/** Throws 409 TooManyDocuments or 413 DocumentsFull when `incomingBytes` more would not fit the purchase. */
export function createDocumentLimits(db: Db): (purchaseId: number, incomingBytes: number) => void {
  const held = db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS bytes FROM purchase_documents WHERE purchase_id = ?');
  return (purchaseId, incomingBytes) => {
    const { count, bytes } = held.get(purchaseId) as { count: number; bytes: number };
    if (count >= DOCUMENTS_MAX_COUNT) {
      throw new HttpError(409, {
        success: false,
        messageCode: 'TooManyDocuments',
        message: `A purchase holds at most ${DOCUMENTS_MAX_COUNT} documents: delete one to upload another`,
      });
    }
    if (bytes + incomingBytes > DOCUMENTS_MAX_TOTAL_BYTES) {
      throw new HttpError(413, {
        success: false,
        messageCode: 'DocumentsFull',
        message: `A purchase's documents may take ${DOCUMENTS_MAX_TOTAL_BYTES / 1024 / 1024} MB in all: delete one to make room`,
      });
    }
  };
}
