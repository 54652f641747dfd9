// The bulk status change's Fluent menu, loaded when the manager first opens it (BulkStatusActions).
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { bidStatusMessageId, MANAGED_STATUSES } from '../../../ui/bid-status';

/** The statuses a manager sets, in the manager's words. */
export default function BulkStatusMenu({ trigger, onChoose }: { trigger: ReactElement; onChoose(status: number): void }) {
  const intl = useIntl();
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {MANAGED_STATUSES.map((status) => (
            <MenuItem key={status} onClick={() => onChoose(status)}>
              {intl.formatMessage({ id: bidStatusMessageId(status, 'manager')! })}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
