// The wishlist star's Fluent menu and failure tooltip, loaded when the user first opens the chooser
// (WishlistButton): a listing mounts only the plain star for each lot.
import { Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { Tooltip } from '@fluentui/react-tooltip';
import { useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { FAVORITE_GROUPS } from '../../../schemas/api/listing';
import type { FavoriteGroup } from '../../api/favorites';

const CHECKED = 'favoriteGroup';

/** The groups to choose from: rendered only while the chooser is open. */
function GroupItems({ onChoose }: { onChoose(group: FavoriteGroup): void }) {
  const intl = useIntl();
  return FAVORITE_GROUPS.map((group) => (
    <MenuItemCheckbox key={group} name={CHECKED} value={group} onClick={() => onChoose(group)}>
      {intl.formatMessage({ id: 'favorites.group' }, { group })}
    </MenuItemCheckbox>
  ));
}

export interface WishlistMenuProps {
  /** the star */
  trigger: ReactElement;
  active: FavoriteGroup | undefined;
  onChoose(group: FavoriteGroup): void;
  /** the refused change's notice, shown by the star while `failureShown` */
  failure: string;
  failureShown: boolean;
}

/** Mounted open at the first request; closes after a choice. */
export default function WishlistMenu({ trigger, active, onChoose, failure, failureShown }: WishlistMenuProps) {
  const [open, setOpen] = useState(true);
  const choose = (group: FavoriteGroup) => {
    setOpen(false);
    onChoose(group);
  };
  return (
    <Menu open={open} onOpenChange={(_, data) => setOpen(data.open)} checkedValues={{ [CHECKED]: active ? [active] : [] }}>
      {/* the tooltip shows only for a refused change, not on hover: the button's name says the rest.
          Screen readers hear WishlistButton's alert; a "description" tooltip would mount a hidden portal */}
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={failure} relationship="inaccessible" visible={failureShown}>
          {trigger}
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <GroupItems onChoose={choose} />
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
