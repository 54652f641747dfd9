// How the landed-cost estimate and its breakdown name amounts and the destination.
import type { IntlShape } from 'react-intl';
import { localized, type Locale } from '../../i18n/locales';
import { formatAmount } from '../../ui/amount';
import type { LandedCost } from './use-landed-cost';

export const yen = (intl: IntlShape, amount: number) => intl.formatMessage({ id: 'listing.money' }, { amount: formatAmount(amount) });

export const destinationName = (cost: LandedCost, locale: Locale): string =>
  localized(cost.costs.destinations[cost.destination]!.name, locale);
