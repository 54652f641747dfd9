import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../../ui/theme';
import { japanClock, JAPAN_TIME_ZONE } from '../../../shared/japan-time';

const Wrapper = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${token('spacingHorizontalXS')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase200')};
  color: ${token('colorNeutralForeground2')};
  white-space: nowrap;
`;

const Place = styled.span`
  color: ${token('colorNeutralForeground3')};
`;

const Clock = styled.time`
  font-variant-numeric: tabular-nums;
`;

/** Now, updated on each second boundary. Only the clock re-renders, not the header around it. */
function useEverySecond(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        1000 - (Date.now() % 1000),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** Japan time with the date; compact (time only) on phones. */
export function TokyoClock({ compact }: { compact: boolean }) {
  const intl = useIntl();
  const now = useEverySecond();
  const { iso, time } = japanClock(now);
  const date = intl.formatDate(now, { timeZone: JAPAN_TIME_ZONE, day: 'numeric', month: 'short' });
  return (
    <Wrapper>
      {!compact && <Place aria-hidden>{intl.formatMessage({ id: 'shell.tokyo' })}</Place>}
      <Clock dateTime={iso} aria-label={intl.formatMessage({ id: 'shell.tokyoTime' })}>
        {compact ? time : `${date} ${time}`}
      </Clock>
    </Wrapper>
  );
}
