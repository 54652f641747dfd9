/** Back to the top of the page, where the list and its controls start. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
