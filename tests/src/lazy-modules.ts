// Loads every lazily imported module of the app once per worker, before the first test. Component
// files share a worker's module cache (vitest isolate: false): a lazy page a test starts loading but
// does not wait for (a link it follows at its very end) would still be loading when its file ends,
// and that load fails and stays failed for every later file of the worker. The texts' areas and the bid
// tables' schemas likewise: with a page's texts in, its first render is inside render()'s act(), where
// a schema still loading suspends the page for good (React retries only when the act is awaited).
import { pages } from '../../src/app/pages';
import { optionComboboxModule } from '../../src/engine/filters/controls/option-combobox-module';
import { windowVirtualizerModule } from '../../src/engine/views/use-window-rows';
import { BID_TABLE_CALLS, type BidTableVariant } from '../../src/api/bid-table-variants';
import { loadBidTableSchema } from '../../src/features/bids/bid-table-schemas';
import { LOCALES } from '../../src/i18n/locales';
import { loadMessages } from '../../src/i18n/messages';
import { textAreas } from '../../shared/texts/text-areas';
import { noticeBar } from '../../src/ui/MessageBarOnDemand';
import { tabBarModule } from '../../src/ui/tab-bar-module';

const lazyModules = [
  ...new Set(Object.values(pages)),
  () => import('../../src/app/shell/MobileMenu'),
  () => import('../../src/app/shell/LanguagePicker'),
  () => import('../../src/app/shell/ProfileMenuList'),
  () => import('../../src/ui/FluentTooltip'),
  // mounted beside every lazy popup (MountedOnceOpen)
  () => import('../../src/ui/keep-tabster'),
  // popups PopupOnDemand starts loading as soon as a test points at or focuses their button
  () => import('../../src/features/favorites/WishlistMenu'),
  () => import('../../src/engine/listing/SortMenuList'),
  () => import('../../src/engine/listing/PageSizeMenuList'),
  () => import('../../src/engine/columns/ColumnChooserDialog'),
  () => import('../../src/features/bidding/CostBreakdown'),
  () => import('../../src/features/bids/row/BidderPopover'),
  () => import('../../src/features/bids/bulk/BulkStatusMenu'),
  // shown once a list call fails, and once a bulk status change is done
  () => import('../../src/engine/table/ListErrorBar'),
  // a notice's message bar, shown once its case arises
  noticeBar.preload,
  () => import('../../src/features/bids/bulk/BatchOutcomeBar'),
  // the filter dropdowns' real combobox from the start: a stand-in swapped for it between user-event's
  // hover and click would take a click on a detached element (tests/src/engine/filters/combobox-stand-in
  // tests the stand-in with a loader of its own)
  optionComboboxModule.load,
  // the tab bars' Fluent tab list likewise (tests/src/ui/tab-bar-stand-in tests the stand-in)
  tabBarModule.load,
  // the lists' virtualizer, which a page loads once it scrolls (tests/src/engine/views/window-rows tests before)
  windowVirtualizerModule.load,
  // the bid form, loaded beside the bid panel
  () => import('../../src/features/bidding/BidForm'),
  () => import('../../src/app/shell/SessionExpiredDialog'),
  () => import('../../src/features/notifications/NotificationHost'),
  () => import('../../src/features/bids/chat/BidChatPanel'),
  () => import('../../src/engine/listing/PhoneListing'),
  () => import('../../locales/ru.json'),
  () => Promise.all(LOCALES.map((locale) => loadMessages(locale, textAreas()))),
  () => Promise.all((Object.keys(BID_TABLE_CALLS) as BidTableVariant[]).map(loadBidTableSchema)),
];

let loading: Promise<unknown> | undefined;

export function loadLazyModules(): Promise<unknown> {
  loading ??= Promise.all(lazyModules.map((load) => load()));
  return loading;
}
