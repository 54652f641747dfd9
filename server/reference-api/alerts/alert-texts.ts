// The words of search alerts, in English and Russian: the real-time notification and the daily digest
// mail (in the recipient's language). Lot counts take each language's plural forms.
import type { SearchAlertNotification } from '../../../schemas/api/notifications';
import { RU_LANGUAGE } from '../../../schemas/rules/account-fields';
import type { Recipient } from '../accounts/account-mails';
import type { Mail } from '../accounts/outbox';
import { escapeXml } from '../images/svg';

type Language = 'en' | 'ru';

const PLURALS: Readonly<Record<Language, Intl.PluralRules>> = { en: new Intl.PluralRules('en'), ru: new Intl.PluralRules('ru') };

/** "1 new lot", "3 новых лота", "5 новых лотов". */
function newLots(language: Language, count: number): string {
  const form = PLURALS[language].select(count);
  if (language === 'en') return `${count} new ${form === 'one' ? 'lot' : 'lots'}`;
  const words: Readonly<Record<string, string>> = { one: 'новый лот', few: 'новых лота', many: 'новых лотов' };
  return `${count} ${words[form] ?? 'нового лота'}`;
}

export function alertMessage(title: string, count: number): SearchAlertNotification['message'] {
  return {
    en: `${newLots('en', count)} for your saved search “${title}”`,
    ru: `${newLots('ru', count)} по сохранённому поиску «${title}»`,
  };
}

/** One lot of a digest, as the listing names it. */
interface DigestLot {
  readonly lotNo: number;
  readonly name: string;
  readonly auction: string;
  readonly link: string;
}

/** One saved search of a digest: its new lots (the first few) and how many there are. */
export interface DigestSearch {
  readonly title: string;
  readonly count: number;
  readonly link: string;
  readonly lots: readonly DigestLot[];
}

const TEXTS = {
  en: {
    subject: 'New lots for your saved searches',
    greeting: (name: string) => `Hello, ${name}!`,
    intro: 'New lots match the saved searches you asked to be alerted about.',
    lot: (lot: DigestLot) => `Lot ${lot.lotNo} · ${lot.name} · ${lot.auction}`,
    more: (count: number) => `and ${count} more`,
    all: 'Open the search',
    footer: 'You get at most one such e-mail a day.',
    unsubscribe: 'Unsubscribe: turn off the alerts of all your saved searches',
  },
  ru: {
    subject: 'Новые лоты по вашим сохранённым поискам',
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    intro: 'Появились новые лоты по сохранённым поискам, о которых вы просили сообщать.',
    lot: (lot: DigestLot) => `Лот ${lot.lotNo} · ${lot.name} · ${lot.auction}`,
    more: (count: number) => `и ещё ${count}`,
    all: 'Открыть поиск',
    footer: 'Такое письмо приходит не чаще одного раза в день.',
    unsubscribe: 'Отписаться: выключить оповещения всех сохранённых поисков',
  },
} as const;

const languageOf = (to: Recipient): Language => (to.language === RU_LANGUAGE ? 'ru' : 'en');

const link = (href: string, text: string): string => `<a href="${escapeXml(href)}">${escapeXml(text)}</a>`;

export function digestMail(to: Recipient, searches: readonly DigestSearch[], unsubscribeLink: string): Mail {
  const language = languageOf(to);
  const t = TEXTS[language];
  const heading = (search: DigestSearch) => `${search.title}: ${newLots(language, search.count)}`;
  const more = (search: DigestSearch) => search.count - search.lots.length;

  const text = [
    t.greeting(to.fullName),
    '',
    t.intro,
    ...searches.flatMap((search) => [
      '',
      heading(search),
      ...search.lots.map((lot) => `- ${t.lot(lot)}: ${lot.link}`),
      ...(more(search) > 0 ? [`- ${t.more(more(search))}`] : []),
      `${t.all}: ${search.link}`,
    ]),
    '',
    t.footer,
    `${t.unsubscribe}: ${unsubscribeLink}`,
  ].join('\n');

  const html = [
    `<p>${escapeXml(t.greeting(to.fullName))}</p>`,
    `<p>${escapeXml(t.intro)}</p>`,
    ...searches.map((search) =>
      [
        `<h3>${escapeXml(heading(search))}</h3>`,
        '<ul>',
        ...search.lots.map((lot) => `<li>${link(lot.link, t.lot(lot))}</li>`),
        ...(more(search) > 0 ? [`<li>${escapeXml(t.more(more(search)))}</li>`] : []),
        '</ul>',
        `<p>${link(search.link, t.all)}</p>`,
      ].join('\n'),
    ),
    `<p>${escapeXml(t.footer)}</p>`,
    `<p>${link(unsubscribeLink, t.unsubscribe)}</p>`,
  ].join('\n');

  const links = [...searches.flatMap((search) => [...search.lots.map((lot) => lot.link), search.link]), unsubscribeLink];
  return { to: to.email, subject: t.subject, text, html, links };
}
