import { Button } from '@fluentui/react-button';
import { Star20Filled, Star20Regular } from '@fluentui/react-icons';
import { Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { Tooltip } from '@fluentui/react-tooltip';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FAVORITE_GROUPS } from '../../../schemas/api/listing';
import { activeGroupOf, useFavoriteChange, type FavoriteGroup } from '../../api/favorites';
import type { WishlistSlotProps } from '../../engine/views/lot-list-context';
import { token } from '../../ui/theme';
import { VisuallyHidden as Announcement } from '../../ui/VisuallyHidden';

/** Seed 001 §9: a tooltip closes after 2000 ms. */
const FAILURE_SHOWN_MS = 2000;
const CHECKED = 'favoriteGroup';

// static rules and a data attribute: styled-components builds no class per tile as lots scroll in
const Star = styled.span`
  display: inline-flex;
  &[data-active] {
    color: ${token('colorPaletteMarigoldForeground1')};
  }
`;

/** The groups to choose from: rendered only while the chooser is open, not for every lot listed. */
function GroupItems({ onChoose }: { onChoose(group: FavoriteGroup): void }) {
  const intl = useIntl();
  return FAVORITE_GROUPS.map((group) => (
    <MenuItemCheckbox key={group} name={CHECKED} value={group} onClick={() => onChoose(group)}>
      {intl.formatMessage({ id: 'favorites.group' }, { group })}
    </MenuItemCheckbox>
  ));
}

/**
 * The wishlist slot of a lot (seed 001 §4): a star opening the groups A to E (the API's groups,
 * FAVORITE_GROUPS). Choosing a group puts the lot there, moving it from any other; choosing its group
 * again takes it out of favorites. The chooser closes after either; the star changes at once and
 * changes back, with a notice, if the API refuses.
 */
export function WishlistButton({ lotId, pageType, wishList }: WishlistSlotProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [failureShown, setFailureShown] = useState(false);
  const change = useFavoriteChange(lotId, pageType);
  const active = activeGroupOf(wishList);

  useEffect(() => {
    if (!change.isError) return;
    setFailureShown(true);
    const timer = setTimeout(() => setFailureShown(false), FAILURE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [change.isError, change.submittedAt]);

  const choose = (group: FavoriteGroup) => {
    setOpen(false);
    change.mutate({ from: active, to: group === active ? undefined : group });
  };

  const failure = change.isError || failureShown ? intl.formatMessage({ id: 'favorites.failed' }) : '';
  return (
    <>
      <Menu open={open} onOpenChange={(_, data) => setOpen(data.open)} checkedValues={{ [CHECKED]: active ? [active] : [] }}>
        {/* the tooltip shows only for a refused change, not on hover: the button's name says the rest.
            Screen readers hear the alert below; a "description" tooltip would mount a hidden portal in every lot */}
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={failure} relationship="inaccessible" visible={failureShown}>
            <Button
              appearance="transparent"
              size="small"
              icon={<Star data-active={active ? '' : undefined}>{active ? <Star20Filled /> : <Star20Regular />}</Star>}
              aria-label={
                active ? intl.formatMessage({ id: 'favorites.inGroup' }, { group: active }) : intl.formatMessage({ id: 'favorites.add' })
              }
            />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <GroupItems onChoose={choose} />
          </MenuList>
        </MenuPopover>
      </Menu>
      {change.isError && <Announcement role="alert">{failure}</Announcement>}
    </>
  );
}
