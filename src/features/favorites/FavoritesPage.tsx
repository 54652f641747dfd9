// Favorites of one group (seed 001 §2 /favorites/:group, §4): the groups as tabs, the group's lots of
// every page type in their page type's columns, with detail links and wishlist stars (to move or
// remove them), pages of them. Lots of a page type the company disabled are left out: their links
// would lead nowhere (the embedded API lists none; a company backend may).
import { Button } from '@fluentui/react-button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Redirect } from 'wouter';
import { favoritesPageQuery, isFavoriteGroup, type FavoriteGroup } from '../../api/favorites';
import { setPage } from '../../../shared/list/list-params';
import { ListingHeader } from '../../engine/listing/ListingHeader';
import { useListingSetup } from '../../engine/listing/listing-settings';
import { PageSizeMenu } from '../../engine/listing/PageSizeMenu';
import { Pagination } from '../../engine/listing/Pagination';
import { pageCountOf } from '../../engine/listing/page-numbers';
import { useListState } from '../../engine/listing/use-list-state';
import { pageTypeSettings } from '../../../shared/page-types/page-type-settings';
import { ViewSwitcher } from '../../engine/listing/ViewSwitcher';
import { LotsView, type LotsLayout } from '../../engine/views/LotsView';
import { pageTitleId, type MessageId } from '../../i18n/messages';
import { PHONE_QUERY } from '../../ui/breakpoints';
import type { PageProps } from '../../ui/page-props';
import { PageSpinner } from '../../ui/Spinners';
import { useCompanyConfig } from '../../ui/company-config';
import { useEnabledPageTypes } from '../../ui/disabled-page-types';
import { token } from '../../ui/theme';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMediaQuery } from '../../ui/use-media-query';
import { favoriteSections, type FavoriteSection } from './favorite-sections';
import { favoritesListSchema, favoritesSectionSchema } from './favorites-schemas';
import { GroupTabs } from './GroupTabs';
import { WishlistButton } from './WishlistButton';

const FIRST_GROUP: FavoriteGroup = 'A';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${token('spacingHorizontalS')};
  margin-bottom: ${token('spacingVerticalM')};
`;

const Section = styled.section`
  margin-bottom: ${token('spacingVerticalXL')};
`;

const SectionHeading = styled.h2`
  margin: 0 0 ${token('spacingVerticalS')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase500')};
  font-weight: ${token('fontWeightSemibold')};
`;

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${token('spacingVerticalM')};
  padding: ${token('spacingVerticalXXXL')} ${token('spacingHorizontalL')};
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
  color: ${token('colorNeutralForeground2')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase400')};
  text-align: center;

  & > p {
    margin: 0;
  }
`;

const Fading = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity ${token('durationNormal')};
`;

function LotSection({ section, layout, busy }: { section: FavoriteSection; layout: LotsLayout; busy: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const config = useCompanyConfig();
  const schema = favoritesSectionSchema(section.lotType);
  // the columns the company configured for that page type, as its own listing shows them
  const settings = useMemo(() => pageTypeSettings(config, schema.id), [config, schema.id]);
  const name = intl.formatMessage({ id: `favorites.section.${section.lotType}` as MessageId });
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{name}</SectionHeading>
      <LotsView
        schema={schema}
        settings={settings}
        layout={layout}
        lots={section.lots}
        label={name}
        total={section.lots.length}
        busy={busy}
        wishlist={WishlistButton}
      />
    </Section>
  );
}

function GroupFavorites({ group, title }: { group: FavoriteGroup; title: string }) {
  const intl = useIntl();
  const setup = useListingSetup(favoritesListSchema);
  const [state, setState] = useListState(setup.schema);
  const phone = useMediaQuery(PHONE_QUERY);
  const query = useQuery(favoritesPageQuery(group, state.page, state.pageSize));
  const total = query.data?.pageInfo.totalSearchResults ?? -1;
  const enabled = useEnabledPageTypes();
  const lots = useMemo(() => (query.data?.lots ?? []).filter((lot) => enabled.has(lot.lotType)), [query.data, enabled]);

  // Removing the last lots of the last page leaves it empty: show the page that is now last.
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && query.data.lots.length === 0 && state.page > 1;
  useEffect(() => {
    if (pastTheEnd) setState(setPage(state, pageCountOf(total, state.pageSize)));
  }, [pastTheEnd, state, total, setState]);

  const body = () => {
    if (query.isPending) return <PageSpinner />;
    if (query.isError)
      return (
        <Notice role="alert">
          <p>{intl.formatMessage({ id: 'favorites.loadFailed' })}</p>
          <Button onClick={() => void query.refetch()}>{intl.formatMessage({ id: 'favorites.retry' })}</Button>
        </Notice>
      );
    if (lots.length === 0)
      return (
        <Notice>
          <p>{intl.formatMessage({ id: 'favorites.empty' }, { group })}</p>
        </Notice>
      );
    return (
      <Fading $busy={query.isPlaceholderData}>
        {favoriteSections(lots).map((section) => (
          <LotSection key={section.lotType} section={section} layout={phone ? 'phone' : setup.viewMode} busy={query.isFetching} />
        ))}
      </Fading>
    );
  };

  return (
    <>
      <ListingHeader title={title} total={query.data?.pageInfo.totalSearchResults} />
      <GroupTabs current={group} />
      <Controls>
        {!phone && <ViewSwitcher mode={setup.viewMode} />}
        <PageSizeMenu schema={setup.schema} state={state} onChange={setState} />
      </Controls>
      {body()}
      <Pagination state={state} total={total} onChange={setState} />
    </>
  );
}

export default function FavoritesPage({ pageId, params }: PageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  const { group } = params;
  if (!isFavoriteGroup(group)) return <Redirect to={`/favorites/${FIRST_GROUP}`} replace />;
  return <GroupFavorites key={group} group={group} title={title} />;
}
