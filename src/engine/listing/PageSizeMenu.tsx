// 'Show N': the page sizes the page type offers (seed 000 §9); the pick is stored per page type.
import { Button } from '@fluentui/react-button';
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { useIntl } from 'react-intl';
import { setPageSize, type ListState, type ListSchema } from '../../../shared/list/list-params';

export interface PageSizeMenuProps {
  schema: ListSchema;
  state: ListState;
  onChange(next: ListState): void;
}

export function PageSizeMenu({ schema, state, onChange }: PageSizeMenuProps) {
  const intl = useIntl();
  const show = (size: number) => intl.formatMessage({ id: 'listing.pageSize.show' }, { size });
  return (
    <Menu checkedValues={{ pageSize: [String(state.pageSize)] }}>
      <MenuTrigger disableButtonEnhancement>
        <Button>{show(state.pageSize)}</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {schema.pageSizes.map((size) => (
            <MenuItemRadio key={size} name="pageSize" value={String(size)} onClick={() => onChange(setPageSize(state, schema, size))}>
              {show(size)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
