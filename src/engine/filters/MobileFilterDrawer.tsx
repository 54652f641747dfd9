// The mobile filter drawer (seed 001 §2): full screen, a title with close, the quick lot-number search,
// the schedule and categories chips with the day chips, then a row per filter opening its sub-list in
// place of the rows.
// Choices apply as they settle, so the listing behind follows; the apply button shows the result count
// and closes, applying what is still being typed; Clear all drops every filter.
import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerFooter, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { filtersQuery } from '../../api/listing-filters';
import { token } from '../../ui/theme';
import { clearFilters } from '../../../shared/list/list-params';
import { groupDigits } from '../views/format';
import { FilterField } from './FilterField';
import type { FiltersProps } from './filters-props';
import { PendingInputsContext, type PendingInputs } from './pending-inputs';
import { drawerFilters } from './placement';
import { SubListHostContext, useSubListHost } from './sub-list-host';
import { useApplyFilter, useListChange } from './use-filter-change';

const Fields = styled.div`
  &[hidden] {
    display: none;
  }
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalM')};
  padding-block: ${token('spacingVerticalS')};
`;

const Footer = styled(DrawerFooter)`
  justify-content: space-between;
  border-top: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
`;

export interface MobileFilterDrawerProps extends FiltersProps {
  open: boolean;
  onClose(): void;
  /** the listing's total for the applied filters; the filters call's total stands in without it */
  totalSearchResults?: number;
}

export function MobileFilterDrawer({ schema, state, onChange, open, onClose, totalSearchResults }: MobileFilterDrawerProps) {
  const intl = useIntl();
  const change = useListChange(state, onChange);
  const apply = useApplyFilter(schema, change);
  const [pending] = useState<PendingInputs>(() => new Set());
  // Clear all starts the controls afresh, so text typed but not yet applied goes too
  const [generation, setGeneration] = useState(0);
  const { host: subListHost, subListOpen, setNode: setSubListNode } = useSubListHost();
  const totals = useQuery({ ...filtersQuery(schema, state), enabled: open }).data?.totals;
  const count = totalSearchResults ?? totals?.totalSearchResults;

  const close = () => {
    pending.forEach((input) => input.flush());
    onClose();
  };
  const clearAll = () => {
    pending.forEach((input) => input.cancel());
    change(clearFilters);
    setGeneration((n) => n + 1);
  };

  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, data) => !data.open && close()}
      position="start"
      size="full"
      aria-label={intl.formatMessage({ id: 'filters.drawerTitle' })}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ as: 'h2' }}
          action={
            <Button
              appearance="subtle"
              icon={<Dismiss24Regular />}
              aria-label={intl.formatMessage({ id: 'filters.close' })}
              onClick={close}
            />
          }
        >
          {intl.formatMessage({ id: 'filters.drawerTitle' })}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <PendingInputsContext.Provider value={pending}>
        <SubListHostContext.Provider value={subListHost}>
          <DrawerBody>
            <Fields key={generation} hidden={subListOpen}>
              {drawerFilters(schema).map((def) => (
                <FilterField key={def.id} schema={schema} def={def} state={state} apply={apply} mobile />
              ))}
            </Fields>
            <div ref={setSubListNode} />
          </DrawerBody>
        </SubListHostContext.Provider>
      </PendingInputsContext.Provider>
      <Footer>
        <Button appearance="secondary" onClick={clearAll}>
          {intl.formatMessage({ id: 'filters.clearAll' })}
        </Button>
        <Button appearance="primary" onClick={close}>
          {count === undefined || count < 0
            ? intl.formatMessage({ id: 'filters.applyNoCount' })
            : intl.formatMessage({ id: 'filters.apply' }, { count, total: groupDigits(count) })}
        </Button>
      </Footer>
    </OverlayDrawer>
  );
}
