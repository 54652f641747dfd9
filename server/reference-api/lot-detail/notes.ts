// The manager note of a lot: one per lot, written by managers, read by everyone who opens the lot.
import type { Db } from '../db/open';

export interface NoteStore {
  /** Saves the note; an empty (or blank) comment deletes it. Returns the note kept, or null. */
  save(lotId: number, managerId: number, comment: string, at: Date): string | null;
}

export function createNoteStore(db: Db): NoteStore {
  const upsert = db.prepare(`INSERT INTO lot_notes (lot_id, comment, manager_id, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (lot_id) DO UPDATE SET comment = excluded.comment, manager_id = excluded.manager_id, updated_at = excluded.updated_at`);
  const remove = db.prepare('DELETE FROM lot_notes WHERE lot_id = ?');
  return {
    save(lotId, managerId, comment, at) {
      const text = comment.trim();
      if (text === '') {
        remove.run(lotId);
        return null;
      }
      upsert.run(lotId, text, managerId, at.toISOString());
      return text;
    },
  };
}
