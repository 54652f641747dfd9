// The sort control's Fluent menu, loaded when the user first opens it (SortMenu).
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { ListSchema } from '../../../shared/list/list-params';

/** the Default item's value: no sort */
const DEFAULT = '';

export interface SortMenuListProps {
  schema: ListSchema;
  /** the sorted field, null when none */
  sorted: string | null;
  /** null for Default */
  pick: (field: string | null) => void;
  trigger: ReactElement;
}

export default function SortMenuList({ schema, sorted, pick, trigger }: SortMenuListProps) {
  const intl = useIntl();
  return (
    <Menu defaultOpen checkedValues={{ sort: [sorted ?? DEFAULT] }}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItemRadio name="sort" value={DEFAULT} onClick={() => pick(null)}>
            {intl.formatMessage({ id: 'listing.sort.default' })}
          </MenuItemRadio>
          {schema.sort.map((s) => (
            <MenuItemRadio key={s.field} name="sort" value={s.field} onClick={() => pick(s.field)}>
              {intl.formatMessage({ id: s.label as MessageId })}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
