// Listing pages (seed 001 §2): car auctions, sales statistics, bikes, bike statistics, fixed price, machinery.
// Built in a later release; until then the shared placeholder says so under the page title.
export { PlaceholderPage as default } from '../../ui/PlaceholderPage';
