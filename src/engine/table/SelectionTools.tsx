// The tools over a table whose rows can be picked: how many are picked (announced as it changes), a
// button that clears them, and the page's actions on them. The page lays them out in its tool row.
import { Button } from '@fluentui/react-button';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';

const Count = styled.span`
  font-weight: ${token('fontWeightSemibold')};
`;

interface SelectionToolsProps {
  count: number;
  /** the count as the page words it ('{count} bids selected') */
  countText: MessageId;
  onClear(): void;
  children: ReactNode;
}

export function SelectionTools({ count, countText, onClear, children }: SelectionToolsProps) {
  const intl = useIntl();
  return (
    <>
      <Count role="status">{intl.formatMessage({ id: countText }, { count })}</Count>
      <Button size="small" appearance="subtle" disabled={count === 0} onClick={onClear}>
        {intl.formatMessage({ id: 'table.selection.clear' })}
      </Button>
      {children}
    </>
  );
}
