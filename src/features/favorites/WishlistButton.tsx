import { Button } from '@fluentui/react-button';
import { Star20Filled, Star20Regular } from '@fluentui/react-icons';
import { lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { activeGroupOf, useFavoriteChange, type FavoriteGroup } from '../../api/favorites';
import type { WishlistSlotProps } from '../../engine/views/lot-list-context';
import { PopupOnDemand } from '../../ui/PopupOnDemand';
import { token } from '../../ui/theme';
import { VisuallyHidden as Announcement } from '../../ui/VisuallyHidden';

// each listed lot has a star: its Fluent menu loads and mounts on the first tap, not per tile
const loadWishlistMenu = () => import('./WishlistMenu');
const WishlistMenu = lazy(loadWishlistMenu);

/** Seed 001 §9: a tooltip closes after 2000 ms. */
const FAILURE_SHOWN_MS = 2000;

// static rules and a data attribute: styled-components builds no class per tile as lots scroll in
const Star = styled.span`
  display: inline-flex;
  &[data-active] {
    color: ${token('colorPaletteMarigoldForeground1')};
  }
`;

/**
 * The wishlist slot of a lot (seed 001 §4): a star opening the groups A to E (the API's groups,
 * FAVORITE_GROUPS). Choosing a group puts the lot there, moving it from any other; choosing its group
 * again takes it out of favorites. The chooser closes after either; the star changes at once and
 * changes back, with a notice, if the API refuses.
 */
export function WishlistButton({ lotId, pageType, wishList }: WishlistSlotProps) {
  const intl = useIntl();
  const [failureShown, setFailureShown] = useState(false);
  const change = useFavoriteChange(lotId, pageType);
  const active = activeGroupOf(wishList);

  useEffect(() => {
    if (!change.isError) return;
    setFailureShown(true);
    const timer = setTimeout(() => setFailureShown(false), FAILURE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [change.isError, change.submittedAt]);

  const choose = (group: FavoriteGroup) => change.mutate({ from: active, to: group === active ? undefined : group });

  const failure = change.isError || failureShown ? intl.formatMessage({ id: 'favorites.failed' }) : '';
  return (
    <>
      <PopupOnDemand
        popup="menu"
        preload={loadWishlistMenu}
        trigger={
          <Button
            appearance="transparent"
            size="small"
            icon={<Star data-active={active ? '' : undefined}>{active ? <Star20Filled /> : <Star20Regular />}</Star>}
            aria-label={
              active ? intl.formatMessage({ id: 'favorites.inGroup' }, { group: active }) : intl.formatMessage({ id: 'favorites.add' })
            }
          />
        }
        render={(trigger) => (
          <WishlistMenu trigger={trigger} active={active} onChoose={choose} failure={failure} failureShown={failureShown} />
        )}
      />
      {change.isError && <Announcement role="alert">{failure}</Announcement>}
    </>
  );
}
