// The page-size control's Fluent menu, loaded when the user first opens it (PageSizeMenu).
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import type { ReactElement } from 'react';

export interface PageSizeMenuListProps {
  sizes: readonly number[];
  current: number;
  /** 'Show N' */
  label: (size: number) => string;
  pick: (size: number) => void;
  trigger: ReactElement;
}

export default function PageSizeMenuList({ sizes, current, label, pick, trigger }: PageSizeMenuListProps) {
  return (
    <Menu defaultOpen checkedValues={{ pageSize: [String(current)] }}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {sizes.map((size) => (
            <MenuItemRadio key={size} name="pageSize" value={String(size)} onClick={() => pick(size)}>
              {label(size)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
