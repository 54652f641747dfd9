// Photos a page is certain to show first, asked for as soon as their URLs are known (its data call
// answered) instead of once React has rendered their <img>s: the <img>s then take the same response
// (same URL, no crossorigin), so each photo is still fetched once.
export function preloadImages(urls: readonly string[]): void {
  for (const href of new Set(urls)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    link.href = href;
    document.head.append(link);
  }
}
