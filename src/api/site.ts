// Reference data of /site (seed 000 §7, docs/api.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import { useIntl } from 'react-intl';
import type { auctionStatusListSchema, CountryOption, MenuCounters, OptionItem } from '../../schemas/api/session';
import { languageIdOf, type LanguageId, type Locale } from '../i18n/locales';
import { api } from './client';

type AuctionStatusWire = FromSchema<typeof auctionStatusListSchema>[number];

/** An auction status as the app uses it: the numeric code and its name. */
export interface AuctionStatusOption {
  value: number;
  label: string;
}

/** The API sends the code in label and the name in value; swap them on read (docs/api.md). */
function swapAuctionStatus(item: AuctionStatusWire): AuctionStatusOption {
  return { value: Number(item.label), label: item.value };
}

const referenceData = <T>(name: string, path: string) =>
  queryOptions({
    queryKey: ['site', name] as const,
    queryFn: () => api.get<T>(path),
    staleTime: Infinity,
  });

/** The countries, named in the interface language. */
const countryListQuery = (language: LanguageId) =>
  queryOptions({
    queryKey: ['site', 'countries', language] as const,
    queryFn: () => api.get<CountryOption[]>('/site/get-country-list', { query: { language } }),
    staleTime: Infinity,
  });

export const useCountryList = (enabled = true) => useQuery({ ...countryListQuery(languageIdOf(useIntl().locale as Locale)), enabled });

export const currencyListQuery = () => referenceData<OptionItem[]>('currencies', '/site/currency-list');

export const gearboxListQuery = () => referenceData<OptionItem[]>('gearboxes', '/site/gearbox-list');

export const auctionStatusListQuery = () =>
  queryOptions({
    queryKey: ['site', 'auction-statuses'] as const,
    queryFn: async () => (await api.get<AuctionStatusWire[]>('/site/auction-status-list')).map(swapAuctionStatus),
    staleTime: Infinity,
  });

export const menuCountersQuery = () =>
  queryOptions({
    queryKey: ['site', 'menu-counters'] as const,
    queryFn: () => api.get<MenuCounters>('/site/menu-counters'),
    staleTime: 30_000,
  });
