// The quick lot-number search (seed 001 §5): lot numbers or ranges separated by commas. Typing applies
// a valid text after a pause (1500 ms, 700 ms in the mobile drawer); Enter applies it at once or
// warns with Message.LotNumberSearch. An empty text clears the search (seed 000 §5).
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { parseLotNumberSearch } from '../../../../shared/list/lot-number-search';
import { filterValue, type FilterControlProps } from '../filter-props';
import { quickInputDelay } from '../timing';
import { QuickInput, type SettleReason } from './QuickInput';

export function LotNumberFilter({ def, state, onValue, mobile }: FilterControlProps<'lotNumberSearch'>) {
  const intl = useIntl();
  const settle = (text: string, reason: SettleReason): MessageId | null => {
    if (text === '') {
      onValue(undefined);
      return null;
    }
    const search = parseLotNumberSearch(text);
    if (search.ok) {
      onValue(search.value);
      return null;
    }
    return reason === 'enter' ? search.messageKey : null;
  };
  return (
    <QuickInput
      label={intl.formatMessage({ id: def.label as MessageId })}
      placeholder={intl.formatMessage({ id: 'filters.lotNumberPlaceholder' })}
      value={filterValue(state, def) ?? ''}
      delay={quickInputDelay(mobile)}
      settle={settle}
    />
  );
}
