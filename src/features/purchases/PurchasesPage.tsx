// Purchases and purchase details (seed 001 §2); payment details use the same screen.
// Built in a later release; until then the shared placeholder says so under the page title.
export { PlaceholderPage as default } from '../../ui/PlaceholderPage';
