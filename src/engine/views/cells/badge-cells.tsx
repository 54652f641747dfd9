// The condition grade and the auction status as coloured badges (seed 001 §4).
import { Badge, type BadgeProps } from '@fluentui/react-badge';
import { tokens } from '@fluentui/tokens';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { auctionStatusBadge } from '../../auction-status';
import type { BadgeColor } from '../../badge-color';
import { conditionColor } from '../../condition';
import { NO_VALUE } from '../format';
import { lotField } from '../lot';
import type { ValueCellProps } from './cell-props';

const FLUENT_COLOR: Record<BadgeColor, NonNullable<BadgeProps['color']>> = {
  green: 'success',
  orange: 'warning',
  red: 'danger',
  gray: 'subtle',
  neutral: 'informative',
};

// Fluent's medium badge is 20 px high whatever its text: a status wrapped in a narrow cell ('Идут торги',
// 'Продан по договорённости') spilled out of it, so the badge grows with its lines instead
const GROWING = { height: 'auto', minHeight: '20px' } as const;
// Fluent fills its warning badge yellow; the seeds' orange is the warning status colour, and its dark
// static text keeps AA contrast (about 5:1) in both themes
const ORANGE = { ...GROWING, backgroundColor: tokens.colorStatusWarningBackground3, color: tokens.colorNeutralForeground1Static } as const;

/** A badge in one of the engine's badge colours (condition, auction status). */
export const ColoredBadge = ({ color, text }: { color: BadgeColor; text: string }) => (
  <Badge appearance="filled" shape="rounded" color={FLUENT_COLOR[color]} data-color={color} style={color === 'orange' ? ORANGE : GROWING}>
    {text}
  </Badge>
);

export function ConditionCell({ lot, fields }: ValueCellProps) {
  const value = fields[0] ? lotField(lot, fields[0]) : undefined;
  const grade = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return grade ? <ColoredBadge color={conditionColor(grade)} text={grade} /> : <>{NO_VALUE}</>;
}

export function AuctionStatusCell({ lot, fields }: ValueCellProps) {
  const intl = useIntl();
  const value = fields[0] ? lotField(lot, fields[0]) : undefined;
  const badge = auctionStatusBadge(typeof value === 'number' ? value : null);
  if (!badge) return <>{NO_VALUE}</>;
  return <ColoredBadge color={badge.color} text={intl.formatMessage({ id: badge.labelKey as MessageId })} />;
}
