// Countries of the reference data: numeric ids in an alphabetical world list (Russian Federation is
// 183, seed 001 §9), their English and Russian names, and the dialling code used for generated phone
// numbers.
export interface Country {
  readonly id: number;
  readonly name: string;
  /** the name in Russian: the country list answers in the interface language */
  readonly nameRu: string;
  readonly iso2: string;
  readonly dialCode: string;
}

export const COUNTRIES: readonly Country[] = [
  { id: 12, name: 'Armenia', nameRu: 'Армения', iso2: 'AM', dialCode: '374' },
  { id: 14, name: 'Australia', nameRu: 'Австралия', iso2: 'AU', dialCode: '61' },
  { id: 16, name: 'Azerbaijan', nameRu: 'Азербайджан', iso2: 'AZ', dialCode: '994' },
  { id: 17, name: 'Bahamas', nameRu: 'Багамские Острова', iso2: 'BS', dialCode: '1242' },
  { id: 19, name: 'Bangladesh', nameRu: 'Бангладеш', iso2: 'BD', dialCode: '880' },
  { id: 20, name: 'Barbados', nameRu: 'Барбадос', iso2: 'BB', dialCode: '1246' },
  { id: 21, name: 'Belarus', nameRu: 'Беларусь', iso2: 'BY', dialCode: '375' },
  { id: 27, name: 'Bolivia', nameRu: 'Боливия', iso2: 'BO', dialCode: '591' },
  { id: 29, name: 'Botswana', nameRu: 'Ботсвана', iso2: 'BW', dialCode: '267' },
  { id: 39, name: 'Canada', nameRu: 'Канада', iso2: 'CA', dialCode: '1' },
  { id: 44, name: 'Chile', nameRu: 'Чили', iso2: 'CL', dialCode: '56' },
  { id: 57, name: 'Cyprus', nameRu: 'Кипр', iso2: 'CY', dialCode: '357' },
  { id: 68, name: 'Estonia', nameRu: 'Эстония', iso2: 'EE', dialCode: '372' },
  { id: 73, name: 'Fiji', nameRu: 'Фиджи', iso2: 'FJ', dialCode: '679' },
  { id: 74, name: 'Finland', nameRu: 'Финляндия', iso2: 'FI', dialCode: '358' },
  { id: 81, name: 'Georgia', nameRu: 'Грузия', iso2: 'GE', dialCode: '995' },
  { id: 82, name: 'Germany', nameRu: 'Германия', iso2: 'DE', dialCode: '49' },
  { id: 94, name: 'Guyana', nameRu: 'Гайана', iso2: 'GY', dialCode: '592' },
  { id: 102, name: 'Indonesia', nameRu: 'Индонезия', iso2: 'ID', dialCode: '62' },
  { id: 105, name: 'Ireland', nameRu: 'Ирландия', iso2: 'IE', dialCode: '353' },
  { id: 110, name: 'Jamaica', nameRu: 'Ямайка', iso2: 'JM', dialCode: '1876' },
  { id: 111, name: 'Japan', nameRu: 'Япония', iso2: 'JP', dialCode: '81' },
  { id: 114, name: 'Kazakhstan', nameRu: 'Казахстан', iso2: 'KZ', dialCode: '7' },
  { id: 115, name: 'Kenya', nameRu: 'Кения', iso2: 'KE', dialCode: '254' },
  { id: 118, name: 'Korea, Republic of', nameRu: 'Республика Корея', iso2: 'KR', dialCode: '82' },
  { id: 120, name: 'Kyrgyzstan', nameRu: 'Киргизия', iso2: 'KG', dialCode: '996' },
  { id: 122, name: 'Latvia', nameRu: 'Латвия', iso2: 'LV', dialCode: '371' },
  { id: 128, name: 'Lithuania', nameRu: 'Литва', iso2: 'LT', dialCode: '370' },
  { id: 133, name: 'Malawi', nameRu: 'Малави', iso2: 'MW', dialCode: '265' },
  { id: 134, name: 'Malaysia', nameRu: 'Малайзия', iso2: 'MY', dialCode: '60' },
  { id: 137, name: 'Malta', nameRu: 'Мальта', iso2: 'MT', dialCode: '356' },
  { id: 148, name: 'Mongolia', nameRu: 'Монголия', iso2: 'MN', dialCode: '976' },
  { id: 152, name: 'Mozambique', nameRu: 'Мозамбик', iso2: 'MZ', dialCode: '258' },
  { id: 153, name: 'Myanmar', nameRu: 'Мьянма', iso2: 'MM', dialCode: '95' },
  { id: 154, name: 'Namibia', nameRu: 'Намибия', iso2: 'NA', dialCode: '264' },
  { id: 159, name: 'New Zealand', nameRu: 'Новая Зеландия', iso2: 'NZ', dialCode: '64' },
  { id: 168, name: 'Pakistan', nameRu: 'Пакистан', iso2: 'PK', dialCode: '92' },
  { id: 171, name: 'Papua New Guinea', nameRu: 'Папуа — Новая Гвинея', iso2: 'PG', dialCode: '675' },
  { id: 172, name: 'Paraguay', nameRu: 'Парагвай', iso2: 'PY', dialCode: '595' },
  { id: 173, name: 'Peru', nameRu: 'Перу', iso2: 'PE', dialCode: '51' },
  { id: 174, name: 'Philippines', nameRu: 'Филиппины', iso2: 'PH', dialCode: '63' },
  { id: 176, name: 'Poland', nameRu: 'Польша', iso2: 'PL', dialCode: '48' },
  { id: 183, name: 'Russian Federation', nameRu: 'Российская Федерация', iso2: 'RU', dialCode: '7' },
  { id: 194, name: 'Samoa', nameRu: 'Самоа', iso2: 'WS', dialCode: '685' },
  { id: 200, name: 'Singapore', nameRu: 'Сингапур', iso2: 'SG', dialCode: '65' },
  { id: 206, name: 'South Africa', nameRu: 'Южно-Африканская Республика', iso2: 'ZA', dialCode: '27' },
  { id: 210, name: 'Sri Lanka', nameRu: 'Шри-Ланка', iso2: 'LK', dialCode: '94' },
  { id: 219, name: 'Tajikistan', nameRu: 'Таджикистан', iso2: 'TJ', dialCode: '992' },
  { id: 220, name: 'Tanzania', nameRu: 'Танзания', iso2: 'TZ', dialCode: '255' },
  { id: 221, name: 'Thailand', nameRu: 'Таиланд', iso2: 'TH', dialCode: '66' },
  { id: 226, name: 'Tonga', nameRu: 'Тонга', iso2: 'TO', dialCode: '676' },
  { id: 227, name: 'Trinidad and Tobago', nameRu: 'Тринидад и Тобаго', iso2: 'TT', dialCode: '1868' },
  { id: 233, name: 'Uganda', nameRu: 'Уганда', iso2: 'UG', dialCode: '256' },
  { id: 234, name: 'Ukraine', nameRu: 'Украина', iso2: 'UA', dialCode: '380' },
  { id: 235, name: 'United Arab Emirates', nameRu: 'Объединённые Арабские Эмираты', iso2: 'AE', dialCode: '971' },
  { id: 236, name: 'United Kingdom', nameRu: 'Великобритания', iso2: 'GB', dialCode: '44' },
  { id: 237, name: 'United States', nameRu: 'Соединённые Штаты', iso2: 'US', dialCode: '1' },
  { id: 240, name: 'Uzbekistan', nameRu: 'Узбекистан', iso2: 'UZ', dialCode: '998' },
  { id: 248, name: 'Zambia', nameRu: 'Замбия', iso2: 'ZM', dialCode: '260' },
  { id: 249, name: 'Zimbabwe', nameRu: 'Зимбабве', iso2: 'ZW', dialCode: '263' },
];
