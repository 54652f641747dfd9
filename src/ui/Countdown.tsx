// A live deadline (issue 19 item 4): the time left to it, ticking each second, amber with a warning icon
// under an hour, and the deadline itself in Japan time; at zero it says the deadline has passed. What
// the deadline closes (a form, the cancel action) watches it with useHasPassed, on the same clock.
import { Warning16Filled } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { japanDateTimeAttribute, japanWallTime } from '../../shared/japan-time';
import { token } from './theme';
import { useTimeLeft } from './use-time-left';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;

/** What the deadline closes: bids on the lot, or cancelling an open bid. */
type DeadlineKind = 'bidding' | 'cancel';

const Line = styled.span<{ $urgent: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalXS')};
  color: ${({ $urgent }) => ($urgent ? token('colorStatusWarningForeground3') : token('colorNeutralForeground2'))};
  font-weight: ${({ $urgent }) => ($urgent ? token('fontWeightSemibold') : token('fontWeightRegular'))};
  font-variant-numeric: tabular-nums;
`;

const At = styled.time`
  color: ${token('colorNeutralForeground3')};
  font-weight: ${token('fontWeightRegular')};
`;

const pad = (value: number) => String(value).padStart(2, '0');

/** 2 d 3 h; 3 h 12 min; under an hour 12:05. */
function leftText(intl: IntlShape, left: number): string {
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  const seconds = Math.floor((left % MINUTE_MS) / 1000);
  if (days > 0) return intl.formatMessage({ id: 'countdown.left.days' }, { days, hours });
  if (hours > 0) return intl.formatMessage({ id: 'countdown.left.hours' }, { hours, minutes });
  return intl.formatMessage({ id: 'countdown.left.minutes' }, { minutes: pad(minutes), seconds: pad(seconds) });
}

interface CountdownProps {
  kind: DeadlineKind;
  /** the deadline, ISO with its zone */
  until: string;
  /** tables: the deadline's Japan time without its date */
  compact?: boolean;
}

export function Countdown({ kind, until, compact = false }: CountdownProps) {
  const intl = useIntl();
  const left = useTimeLeft(until) ?? 0;
  // the deadline's Japan time is the same at each tick: worked out once (time zones are slow in dayjs)
  const wall = useMemo(() => {
    const at = japanWallTime(until);
    return at && { ...at, attribute: japanDateTimeAttribute(at.date, at.time) };
  }, [until]);
  const urgent = left > 0 && left < HOUR_MS;
  return (
    <Line role="timer" $urgent={urgent}>
      {urgent && <Warning16Filled role="img" aria-label={intl.formatMessage({ id: 'countdown.urgent' })} />}
      <span>
        {left > 0
          ? intl.formatMessage({ id: kind === 'bidding' ? 'countdown.bidding' : 'countdown.cancel' }, { left: leftText(intl, left) })
          : intl.formatMessage({ id: kind === 'bidding' ? 'countdown.bidding.closed' : 'countdown.cancel.closed' })}
      </span>{' '}
      {wall && (
        <At dateTime={wall.attribute}>
          {compact ? `(${wall.time})` : intl.formatMessage({ id: 'countdown.at' }, { date: wall.date, time: wall.time })}
        </At>
      )}
    </Line>
  );
}
