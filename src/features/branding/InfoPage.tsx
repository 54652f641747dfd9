// Company information pages: about, how to buy, make an order, GO NET.
// Built in a later release; until then the shared placeholder says so under the page title.
export { PlaceholderPage as default } from '../../ui/PlaceholderPage';
