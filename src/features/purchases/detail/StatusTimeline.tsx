// The purchase's way from the auction to delivery at a glance: steps done, the current one, those to
// come, or the terminal status that ended it, each with its date where known.
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { PurchaseDetail } from '../../../../schemas/api/purchases';
import { formatDay } from '../../../engine/views/day';
import { media } from '../../../ui/breakpoints';
import { purchaseStatusMessageId } from '../../../ui/purchase-status';
import { token } from '../../../ui/theme';
import { timelineOf, type StepState } from './timeline';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${token('spacingHorizontalS')};

  ${media.below('laptop')} {
    grid-auto-flow: row;
  }
`;

const MARKER_COLORS: Record<StepState, ReturnType<typeof token>> = {
  done: token('colorPaletteGreenBackground3'),
  current: token('colorBrandBackground'),
  upcoming: token('colorNeutralStroke1'),
  terminal: token('colorPaletteRedBackground3'),
};

const Step = styled.li<{ $state: StepState }>`
  padding-top: ${token('spacingVerticalS')};
  border-top: 4px solid ${({ $state }) => MARKER_COLORS[$state]};
  color: ${({ $state }) => ($state === 'upcoming' ? token('colorNeutralForeground3') : token('colorNeutralForeground1'))};
  ${({ $state }) =>
    $state === 'current' &&
    css`
      font-weight: ${token('fontWeightSemibold')};
    `}

  ${media.below('laptop')} {
    border-top: none;
    border-left: 4px solid ${({ $state }) => MARKER_COLORS[$state]};
    padding: 0 0 0 ${token('spacingHorizontalS')};
  }
`;

const Text = styled.span`
  display: grid;
`;

const Day = styled.span`
  color: ${token('colorNeutralForeground3')};
  font-weight: ${token('fontWeightRegular')};
`;

const STATE_MESSAGES = {
  done: 'purchases.timeline.done',
  current: 'purchases.timeline.current',
  upcoming: 'purchases.timeline.upcoming',
  terminal: 'purchases.timeline.terminal',
} as const;

export function StatusTimeline({ logistics }: { logistics: PurchaseDetail['logistics'] }) {
  const intl = useIntl();
  return (
    <Steps aria-label={intl.formatMessage({ id: 'purchases.timeline.label' })}>
      {timelineOf(logistics).map((step) => (
        <Step key={String(step.status)} $state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
          <Text>
            <span>{intl.formatMessage({ id: purchaseStatusMessageId(step.status) })}</span>
            <Day>
              {intl.formatMessage({ id: STATE_MESSAGES[step.state] })}
              {step.date ? ` · ${formatDay(intl, step.date)}` : ''}
            </Day>
          </Text>
        </Step>
      ))}
    </Steps>
  );
}
