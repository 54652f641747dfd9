// Name, city and company pools for generated clients, by the countries most Japanese used vehicles
// go to. Names are written in Latin letters as the portal's users type them.
import type { Weighted } from './random';

export interface PeoplePool {
  readonly countryId: number;
  readonly first: readonly string[];
  readonly last: readonly string[];
  readonly cities: readonly string[];
  readonly currency: string;
  /** Russian and Kazakh family names agree with a female first name */
  readonly gendered?: boolean;
}

const ENGLISH_FIRST = ['James', 'Oliver', 'Jack', 'William', 'Thomas', 'Charlotte', 'Emily', 'Sophie', 'Liam', 'Noah'];
const ENGLISH_LAST = ['Smith', 'Wilson', 'Taylor', 'Brown', 'Williams', 'Walker', 'Thompson', 'Harris', 'King', 'Wright'];
const EAST_AFRICAN_FIRST = ['Brian', 'Kevin', 'Dennis', 'Faith', 'Grace', 'Peter', 'Samuel', 'Juma', 'Baraka', 'Neema'];

const pool = (
  countryId: number,
  first: readonly string[],
  last: readonly string[],
  cities: readonly string[],
  currency: string,
  gendered = false,
): PeoplePool => ({
  countryId,
  first,
  last,
  cities,
  currency,
  gendered,
});

export const PEOPLE: readonly Weighted<PeoplePool>[] = [
  {
    weight: 34,
    value: pool(
      183,
      [
        'Alexander',
        'Dmitry',
        'Sergey',
        'Andrey',
        'Alexey',
        'Maxim',
        'Ivan',
        'Nikolay',
        'Pavel',
        'Roman',
        'Vladimir',
        'Artem',
        'Denis',
        'Oleg',
        'Igor',
        'Mikhail',
        'Anna',
        'Elena',
        'Olga',
        'Natalia',
        'Irina',
      ],
      [
        'Ivanov',
        'Smirnov',
        'Kuznetsov',
        'Popov',
        'Vasiliev',
        'Petrov',
        'Sokolov',
        'Mikhailov',
        'Novikov',
        'Fedorov',
        'Morozov',
        'Volkov',
        'Lebedev',
        'Semenov',
        'Egorov',
        'Pavlov',
        'Kozlov',
        'Stepanov',
      ],
      [
        'Vladivostok',
        'Khabarovsk',
        'Novosibirsk',
        'Irkutsk',
        'Krasnoyarsk',
        'Moscow',
        'Yekaterinburg',
        'Omsk',
        'Barnaul',
        'Ussuriysk',
        'Nakhodka',
        'Blagoveshchensk',
        'Chita',
        'Ulan-Ude',
        'Tomsk',
      ],
      'RUB',
      true,
    ),
  },
  {
    weight: 9,
    value: pool(
      120,
      ['Azamat', 'Bakyt', 'Nurlan', 'Ermek', 'Kanat', 'Aibek', 'Talant', 'Aida', 'Gulnara'],
      ['Abdyldaev', 'Asanov', 'Sadykov', 'Toktogulov', 'Osmonov', 'Mamatov', 'Jumabaev', 'Usenov'],
      ['Bishkek', 'Osh', 'Karakol'],
      'KGS',
    ),
  },
  {
    weight: 7,
    value: pool(
      114,
      ['Yerlan', 'Arman', 'Askar', 'Dauren', 'Marat', 'Aigerim', 'Saule'],
      ['Nurpeisov', 'Zhakupov', 'Bekov', 'Seitkali', 'Omarov', 'Akhmetov'],
      ['Almaty', 'Astana', 'Karaganda', 'Shymkent'],
      'KZT',
      true,
    ),
  },
  {
    weight: 8,
    value: pool(
      148,
      ['Bat-Erdene', 'Ganbold', 'Tsogt', 'Enkhbayar', 'Otgonbayar', 'Munkh-Orgil', 'Sarangerel'],
      ['Batbayar', 'Dorj', 'Gantulga', 'Sukhbaatar', 'Purev', 'Erdenebat'],
      ['Ulaanbaatar', 'Darkhan', 'Erdenet'],
      'MNT',
    ),
  },
  {
    weight: 5,
    value: pool(
      81,
      ['Giorgi', 'Levan', 'Nikoloz', 'Irakli', 'Davit', 'Nino'],
      ['Beridze', 'Kapanadze', 'Gelashvili', 'Lomidze', 'Tsiklauri'],
      ['Tbilisi', 'Batumi', 'Kutaisi', 'Poti'],
      'USD',
    ),
  },
  {
    weight: 6,
    value: pool(
      235,
      ['Mohammed', 'Ahmed', 'Imran', 'Faisal', 'Omar', 'Tariq'],
      ['Khan', 'Rahman', 'Hussain', 'Malik', 'Qureshi', 'Siddiqui'],
      ['Dubai', 'Sharjah', 'Ajman'],
      'AED',
    ),
  },
  { weight: 6, value: pool(159, ENGLISH_FIRST, ENGLISH_LAST, ['Auckland', 'Christchurch', 'Wellington', 'Hamilton'], 'NZD') },
  {
    weight: 6,
    value: pool(
      115,
      EAST_AFRICAN_FIRST,
      ['Otieno', 'Kamau', 'Mwangi', 'Wanjiru', 'Odhiambo', 'Kiptoo', 'Njoroge'],
      ['Nairobi', 'Mombasa', 'Kisumu'],
      'KES',
    ),
  },
  {
    weight: 3,
    value: pool(220, EAST_AFRICAN_FIRST, ['Mushi', 'Mrema', 'Massawe', 'Mollel', 'Said'], ['Dar es Salaam', 'Arusha', 'Mwanza'], 'USD'),
  },
  {
    weight: 4,
    value: pool(
      44,
      ['Diego', 'Matías', 'Sebastián', 'Camila', 'Javiera', 'Felipe'],
      ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto'],
      ['Santiago', 'Iquique', 'Valparaíso'],
      'USD',
    ),
  },
  { weight: 4, value: pool(236, ENGLISH_FIRST, ENGLISH_LAST, ['London', 'Manchester', 'Birmingham', 'Leeds'], 'GBP') },
  { weight: 3, value: pool(14, ENGLISH_FIRST, ENGLISH_LAST, ['Sydney', 'Melbourne', 'Brisbane', 'Perth'], 'AUD') },
  {
    weight: 1,
    value: pool(57, ['Andreas', 'Christos', 'Maria', 'Nikos'], ['Georgiou', 'Christodoulou', 'Ioannou'], ['Limassol', 'Nicosia'], 'EUR'),
  },
  { weight: 1, value: pool(110, ENGLISH_FIRST, ['Campbell', 'Brown', 'Clarke', 'Gordon'], ['Kingston', 'Montego Bay'], 'USD') },
  {
    weight: 1,
    value: pool(210, ['Nuwan', 'Kasun', 'Chaminda', 'Dilini'], ['Perera', 'Fernando', 'Silva', 'Jayasinghe'], ['Colombo', 'Kandy'], 'USD'),
  },
  {
    weight: 1,
    value: pool(168, ['Bilal', 'Usman', 'Hamza', 'Ayesha'], ['Ahmed', 'Butt', 'Chaudhry', 'Sheikh'], ['Karachi', 'Lahore'], 'USD'),
  },
  {
    weight: 1,
    value: pool(248, ['Mwila', 'Chanda', 'Bwalya', 'Mutale'], ['Banda', 'Phiri', 'Mwanza', 'Tembo'], ['Lusaka', 'Ndola'], 'USD'),
  },
  {
    weight: 1,
    value: pool(233, ['Ronald', 'Joseph', 'Esther', 'Moses'], ['Okello', 'Mugisha', 'Nakato', 'Ssempala'], ['Kampala', 'Entebbe'], 'USD'),
  },
  { weight: 1, value: pool(94, ENGLISH_FIRST, ['Persaud', 'Singh', 'Harris', 'Ramsaroop'], ['Georgetown'], 'USD') },
  { weight: 1, value: pool(73, ['Sitiveni', 'Josefa', 'Mere', 'Ravi'], ['Naidu', 'Tuilagi', 'Rabuka', 'Prasad'], ['Suva', 'Nadi'], 'USD') },
];

export const COMPANY_PATTERNS: readonly ((last: string, city: string) => string)[] = [
  (_last, city) => `${city} Auto Trade`,
  (last) => `${last} Motors`,
  (_last, city) => `${city} Car Import`,
  (last) => `${last} & Partners`,
  (_last, city) => `${city} Japan Cars LLC`,
];

export const CLIENT_NOTES: readonly string[] = [
  'Prefers hybrids, grade 4 and above',
  'Pays by bank transfer in USD',
  'Ships through Vladivostok',
  'Ask before bidding over 1 000 000 yen',
  'Buys for resale, wants export certificates fast',
  'RoRo shipping only',
  'Interested in kei trucks',
];

/** Latin letters only, for e-mail addresses. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
