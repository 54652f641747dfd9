// Currencies users may keep their account in; balances and prices are always in yen.
export interface Currency {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
}

export const CURRENCIES: readonly Currency[] = [
  { code: 'JPY', name: 'Japanese yen', symbol: '¥' },
  { code: 'USD', name: 'US dollar', symbol: '$' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'RUB', name: 'Russian rouble', symbol: '₽' },
  { code: 'GBP', name: 'Pound sterling', symbol: '£' },
  { code: 'AUD', name: 'Australian dollar', symbol: 'A$' },
  { code: 'NZD', name: 'New Zealand dollar', symbol: 'NZ$' },
  { code: 'CAD', name: 'Canadian dollar', symbol: 'C$' },
  { code: 'KZT', name: 'Kazakhstani tenge', symbol: '₸' },
  { code: 'KGS', name: 'Kyrgyzstani som', symbol: 'с' },
  { code: 'MNT', name: 'Mongolian tögrög', symbol: '₮' },
  { code: 'AED', name: 'UAE dirham', symbol: 'د.إ' },
  { code: 'CNY', name: 'Chinese yuan', symbol: '元' },
  { code: 'KES', name: 'Kenyan shilling', symbol: 'KSh' },
];
