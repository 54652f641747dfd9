// Sizes of the shell that pages need: what sticks while the page scrolls must stay clear of the header.

/** The header's height; it stays at the top of the window. */
export const HEADER_HEIGHT_PX = 56;
