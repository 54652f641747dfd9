// Gallery navigation (seed 001 §2): which photo comes next, which thumbnails the viewer shows.

/** The viewer shows this many thumbnails at a time. */
const VIEWER_THUMBNAILS = 4;

/** Previous and next stay off while any photo of the lot is missing: the order would skip holes. */
export const canNavigate = (images: readonly string[]): boolean => images.length > 1 && images.every((src) => src.trim() !== '');

/** The index `step` photos away, wrapping around both ends. */
export const stepIndex = (index: number, step: number, count: number): number =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;

/** The indexes of the thumbnail page that holds `index`. */
export function thumbnailWindow(index: number, count: number, size = VIEWER_THUMBNAILS): number[] {
  const start = Math.floor(index / size) * size;
  return Array.from({ length: Math.min(size, count - start) }, (_, i) => start + i);
}
