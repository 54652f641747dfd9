// Fluent's combobox names its expand button 'Open …' in English whatever the interface language:
// each of our comboboxes names it in the interface language, after its field.
import type { IntlShape } from 'react-intl';

export const expandIconNamed = (intl: IntlShape, field: string) => ({
  'aria-label': intl.formatMessage({ id: 'common.openList' }, { field }),
});
