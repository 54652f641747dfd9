// Labelled values of one purchase section through the shared fact list: labels are message
// ids, a missing value shows the dash.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NO_VALUE } from '../../../engine/views/format';
import type { MessageId } from '../../../i18n/messages';
import { FactList } from '../../../ui/FactList';

export interface Fact {
  label: MessageId;
  value: ReactNode;
}

export function Facts({ facts }: { facts: readonly Fact[] }) {
  const intl = useIntl();
  return (
    <FactList
      rows={facts.map((fact) => ({
        key: fact.label,
        label: intl.formatMessage({ id: fact.label }),
        value: fact.value === null || fact.value === undefined || fact.value === '' ? NO_VALUE : fact.value,
      }))}
    />
  );
}
