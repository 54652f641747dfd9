// Bid lists (seed 000 §2): bid manager, my bids, dealer bids, archive.
// Built in a later release; until then the shared placeholder says so under the page title.
export { PlaceholderPage as default } from '../../ui/PlaceholderPage';
