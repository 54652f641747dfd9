/** The class of a phone sheet's body, for sections to style themselves inside it (not a Fluent import: the sheet loads on opening). */
export const PHONE_SHEET_BODY_CLASS = 'phone-sheet-body';
