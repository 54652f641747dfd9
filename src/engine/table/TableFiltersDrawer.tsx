// The phone's filter sheet of a table page, loaded when first opened (TablePage): the filters, and the
// place their full-screen sub-lists open in.
import { Drawer, DrawerBody } from '@fluentui/react-drawer';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SheetHeader } from '../../ui/SheetHeader';
import { SubListHostContext, type useSubListHost } from '../filters/sub-list-host';

interface TableFiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  subLists: ReturnType<typeof useSubListHost>;
  /** the filters, in their phone form */
  children: ReactNode;
}

export default function TableFiltersDrawer({ open, onClose, subLists, children }: TableFiltersDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer type="overlay" size="full" open={open} onOpenChange={(_, data) => data.open || onClose()}>
      <SheetHeader
        title={intl.formatMessage({ id: 'filters.panel' })}
        closeLabel={intl.formatMessage({ id: 'bidTable.filters.close' })}
        onClose={onClose}
      />
      <DrawerBody>
        <SubListHostContext.Provider value={subLists.host}>
          <div hidden={subLists.subListOpen}>{children}</div>
          <div ref={subLists.setNode} />
        </SubListHostContext.Provider>
      </DrawerBody>
    </Drawer>
  );
}
