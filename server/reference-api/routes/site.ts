// Reference data under /site (docs/api.md "Reference data").
import { Router } from 'express';
import {
  auctionStatusListSchema,
  conditionListQuerySchema,
  countryListQuerySchema,
  countryListSchema,
  LANGUAGE_IDS,
  menuCountersSchema,
  optionListSchema,
  type ConditionListQuery,
  type CountryListQuery,
  type CountryOption,
  type MenuCounters,
  type OptionItem,
} from '../../../schemas/api/session';
import { createMenuCounterReader } from '../accounts/menu-counters';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { unauthorized } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { AUCTION_STATUS_NAMES } from '../reference/auction-statuses';
import { CONDITION_GRADES } from '../reference/conditions';
import { COUNTRIES } from '../reference/countries';
import { GEARBOXES } from '../reference/gearboxes';
import { LANGUAGES } from '../reference/languages';

const sendOptions = responder<OptionItem[]>(optionListSchema);
const sendCountries = responder<CountryOption[]>(countryListSchema);
const sendStatuses = responder<Array<{ value: string; label: string }>>(auctionStatusListSchema);
const sendCounters = responder<MenuCounters>(menuCountersSchema);
const parseConditionQuery = inputParser<ConditionListQuery>(conditionListQuerySchema, 'query');
const parseCountryQuery = inputParser<CountryListQuery>(countryListQuerySchema, 'query');

const GEARBOX_OPTIONS: OptionItem[] = GEARBOXES.map(({ code, name }) => ({ value: code, label: name }));
/** The country list in each interface language, sorted as that language sorts. */
const countriesIn = (locale: 'en' | 'ru'): CountryOption[] =>
  COUNTRIES.map((country) => ({ value: country.id, label: locale === 'ru' ? country.nameRu : country.name })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
/** By the language id as the query writes it. */
const COUNTRY_OPTIONS: Readonly<Record<string, CountryOption[]>> = {
  [LANGUAGE_IDS.en]: countriesIn('en'),
  [LANGUAGE_IDS.ru]: countriesIn('ru'),
};

// The label carries the code and the value the name (docs/api.md); clients swap them on read.
const STATUS_OPTIONS = AUCTION_STATUS_NAMES.map(({ code, name }) => ({ label: String(code), value: name }));

export function siteRoutes({ db, now, pageTypes, requireSession }: ApiContext): Router {
  const router = Router();
  const currencies = db.prepare("SELECT code AS value, code || ' — ' || name AS label FROM currencies ORDER BY rowid");
  const menuCounters = createMenuCounterReader(db, now, pageTypes);

  router.get('/site/get-language', (_req, res) => sendOptions(res, [...LANGUAGES]));
  router.get('/site/get-country-list', (req, res) => {
    const { language } = parseCountryQuery(req.query);
    sendCountries(res, COUNTRY_OPTIONS[language ?? LANGUAGE_IDS.en] ?? []);
  });
  router.get('/site/currency-list', (_req, res) => sendOptions(res, currencies.all() as OptionItem[]));
  router.get('/site/gearbox-list', (_req, res) => sendOptions(res, GEARBOX_OPTIONS));
  router.get('/site/auction-status-list', (_req, res) => sendStatuses(res, STATUS_OPTIONS));

  router.get('/site/condition-list', (req, res) => {
    const { type } = parseConditionQuery(req.query);
    sendOptions(
      res,
      CONDITION_GRADES[type].map(({ value }) => ({ value, label: value })),
    );
  });

  router.get('/site/menu-counters', requireSession, (req, res) => {
    const counters = menuCounters(sessionOf(req).userId);
    if (!counters) throw unauthorized();
    sendCounters(res, counters);
  });

  return router;
}
