// The price guide's picture (issue #19 item 1): a strip of the comparable sold prices with their middle
// half and median, the lot's start price (or fixed price) and the amount being typed marked on it. An
// image with a text equivalent: its title names it, its description says what it shows, numbers included.
import { tokens } from '@fluentui/tokens';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PriceSummary } from '../../../shared/price-guide/sold-prices';
import { formatAmount } from '../amount';
import { token } from '../theme';

/** What a mark stands for: the lot's start price, its fixed price, or the amount being bid. */
type MarkKind = 'start' | 'price' | 'bid';

export interface PriceMark {
  kind: MarkKind;
  value: number;
}

interface PriceStripProps {
  /** sold prices, ascending */
  prices: readonly number[];
  summary: PriceSummary;
  marks: readonly PriceMark[];
  /** the bid form's small strip: no price labels under it */
  compact?: boolean;
}

const WIDTH = 400;
const SIDE = 10;
/** The strip's axis: its height is twice this. */
const MIDDLE = 18;
/** Marks far outside the sales are drawn at the edge: the sales keep most of the width. */
const REACH = 0.5;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${token('spacingVerticalXS')};
  min-width: 0;
  max-width: 520px;
`;

/** The lowest and highest sale under their dots. */
const Ends = styled.div`
  position: relative;
  height: 1.4em;
  color: ${token('colorNeutralForeground3')};
  font-size: ${token('fontSizeBase200')};
  & > span {
    position: absolute;
    top: 0;
    white-space: nowrap;
  }
  & > span:last-child {
    transform: translateX(-100%);
  }
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
`;

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('spacingVerticalXXS')} ${token('spacingHorizontalM')};
  color: ${token('colorNeutralForeground3')};
  font-size: ${token('fontSizeBase200')};
`;

const Key = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('spacingHorizontalXS')};
`;

const Swatch = styled.span<{ $color: string; $round?: boolean }>`
  width: 10px;
  height: 10px;
  border-radius: ${({ $round }) => ($round ? '50%' : '2px')};
  background: ${({ $color }) => $color};
`;

const COLORS = {
  sale: tokens.colorNeutralForeground3,
  middle: tokens.colorBrandBackground2,
  median: tokens.colorBrandForeground1,
  start: tokens.colorPaletteDarkOrangeForeground1,
  price: tokens.colorPaletteDarkOrangeForeground1,
  bid: tokens.colorPaletteGreenForeground1,
} as const;

/** The x of each amount on the strip. */
function scaleOf(prices: readonly number[], marks: readonly PriceMark[]): (value: number) => number {
  const low = prices[0] ?? 0;
  const high = prices[prices.length - 1] ?? 0;
  const spread = Math.max(high - low, high * 0.1, 1);
  const from = Math.min(low, ...marks.map((mark) => Math.max(mark.value, low - spread * REACH)));
  const to = Math.max(high, ...marks.map((mark) => Math.min(mark.value, high + spread * REACH)));
  const span = Math.max(to - from, 1);
  return (value) => SIDE + ((Math.min(to, Math.max(from, value)) - from) / span) * (WIDTH - 2 * SIDE);
}

export function PriceStrip({ prices, summary, marks, compact = false }: PriceStripProps) {
  const intl = useIntl();
  const titleId = useId();
  const descId = useId();
  const money = (amount: number) => intl.formatMessage({ id: 'listing.money' }, { amount: formatAmount(amount) });
  const x = scaleOf(prices, marks);
  const at = (value: number) => `${(x(value) / WIDTH) * 100}%`;
  const description = [
    intl.formatMessage(
      { id: 'priceGuide.chart.summary' },
      {
        count: prices.length,
        min: money(summary.min),
        max: money(summary.max),
        p25: money(summary.p25),
        p75: money(summary.p75),
        median: money(summary.median),
      },
    ),
    ...marks.map((mark) => intl.formatMessage({ id: `priceGuide.chart.${mark.kind}` }, { amount: money(mark.value) })),
  ].join(' ');

  return (
    <Figure>
      <Svg viewBox={`0 0 ${WIDTH} ${2 * MIDDLE}`} role="img" aria-labelledby={`${titleId} ${descId}`} focusable="false">
        <title id={titleId}>{intl.formatMessage({ id: 'priceGuide.chart.title' })}</title>
        <desc id={descId}>{description}</desc>
        <line x1={SIDE} x2={WIDTH - SIDE} y1={MIDDLE} y2={MIDDLE} style={{ stroke: tokens.colorNeutralStroke2 }} />
        <rect
          x={x(summary.p25)}
          y={MIDDLE - 9}
          width={Math.max(2, x(summary.p75) - x(summary.p25))}
          height={18}
          rx={3}
          style={{ fill: COLORS.middle }}
        />
        {prices.map((price, index) => (
          <circle key={index} cx={x(price)} cy={MIDDLE + ((index % 5) - 2) * 2.5} r={3} style={{ fill: COLORS.sale, fillOpacity: 0.6 }} />
        ))}
        <line
          x1={x(summary.median)}
          x2={x(summary.median)}
          y1={MIDDLE - 11}
          y2={MIDDLE + 11}
          style={{ stroke: COLORS.median, strokeWidth: 2.5 }}
        />
        {marks.map((mark) => (
          <g key={mark.kind} data-mark={mark.kind} style={{ stroke: COLORS[mark.kind], fill: COLORS[mark.kind] }}>
            <line
              x1={x(mark.value)}
              x2={x(mark.value)}
              y1={2}
              y2={MIDDLE + 14}
              strokeWidth={2}
              strokeDasharray={mark.kind === 'bid' ? undefined : '3 2'}
            />
            {mark.kind === 'bid' ? <circle cx={x(mark.value)} cy={4} r={4} /> : <path d={`M ${x(mark.value) - 4} 0 h 8 l -4 6 z`} />}
          </g>
        ))}
      </Svg>
      {!compact && (
        <Ends aria-hidden="true">
          <span style={{ left: at(summary.min) }}>{money(summary.min)}</span>
          {summary.max !== summary.min && <span style={{ left: at(summary.max) }}>{money(summary.max)}</span>}
        </Ends>
      )}
      <Legend aria-hidden="true">
        <Key>
          <Swatch $color={COLORS.sale} $round />
          {intl.formatMessage({ id: 'priceGuide.legend.sales' })}
        </Key>
        <Key>
          <Swatch $color={COLORS.middle} />
          {intl.formatMessage({ id: 'priceGuide.legend.middle' })}
        </Key>
        <Key>
          <Swatch $color={COLORS.median} />
          {intl.formatMessage({ id: 'priceGuide.legend.median' })}
        </Key>
        {marks.map((mark) => (
          <Key key={mark.kind}>
            <Swatch $color={COLORS[mark.kind]} $round={mark.kind === 'bid'} />
            {intl.formatMessage({ id: `priceGuide.legend.${mark.kind}` })}
          </Key>
        ))}
      </Legend>
    </Figure>
  );
}
