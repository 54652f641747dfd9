// The equipment search (seed 001 §5): applied after a pause in typing (1500 ms, 700 ms in the mobile
// drawer), or at once on Enter when the text is not empty.
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { filterValue, type FilterControlProps } from '../filter-props';
import { quickInputDelay } from '../timing';
import { QuickInput, type SettleReason } from './QuickInput';

export function EquipmentFilter({ def, state, onValue, mobile }: FilterControlProps<'equipmentSearch'>) {
  const intl = useIntl();
  const settle = (text: string, reason: SettleReason) => {
    if (reason === 'pause' || text !== '') onValue(text || undefined);
    return null;
  };
  return (
    <QuickInput
      label={intl.formatMessage({ id: def.label as MessageId })}
      value={filterValue(state, def) ?? ''}
      delay={quickInputDelay(mobile)}
      settle={settle}
    />
  );
}
