import { useIntl } from 'react-intl';
import { FAVORITE_GROUPS } from '../../../schemas/api/listing';
import type { FavoriteGroup } from '../../api/favorites';
import { TabLinks } from '../../ui/TabLinks';

/** The groups A to E as links (seed 001 §2 route /favorites/:group); the shown one is the current page. */
export function GroupTabs({ current }: { current: FavoriteGroup }) {
  const intl = useIntl();
  return (
    <TabLinks
      label={intl.formatMessage({ id: 'favorites.groups' })}
      links={FAVORITE_GROUPS.map((group) => ({
        href: `/favorites/${group}`,
        text: intl.formatMessage({ id: 'favorites.group' }, { group }),
        current: group === current,
      }))}
    />
  );
}
