// The rows a bulk status change leaves out, each kind a line: archived bids, bids already in the
// status, and (for an undo) bids whose status has moved since the batch.
import { useIntl } from 'react-intl';

interface LeftOutNotesProps {
  archived: number;
  unchanged: number;
  movedSince: number;
}

const NOTES = [
  ['archived', 'bidBulk.leftOut.archived'],
  ['unchanged', 'bidBulk.leftOut.unchanged'],
  ['movedSince', 'bidBulk.leftOut.movedSince'],
] as const;

export function LeftOutNotes(counts: LeftOutNotesProps) {
  const intl = useIntl();
  return (
    <>
      {NOTES.filter(([key]) => counts[key] > 0).map(([key, id]) => (
        <p key={key}>{intl.formatMessage({ id }, { count: counts[key] })}</p>
      ))}
    </>
  );
}
