// The company's price list (config `costs`) as the bid form and the profile read it: absent, nothing
// of the landed-cost estimate shows.
import type { Costs } from '../../config/costs-schema';
import { localized, type Locale } from '../i18n/locales';
import { useCompanyConfig } from './company-config';

export const useCosts = (): Costs | undefined => useCompanyConfig().costs;

export interface NamedOption {
  value: string;
  label: string;
}

/** The price list's destination ports, named in the interface language, in the list's order. */
export function destinationOptions(costs: Costs, locale: Locale): NamedOption[] {
  return Object.entries(costs.destinations).map(([value, destination]) => ({ value, label: localized(destination.name, locale) }));
}
