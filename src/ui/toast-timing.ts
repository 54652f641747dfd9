/** How long a toast, or a message standing where one would, stays on screen (seed 000 §9: 5000 ms). */
export const TOAST_SHOWN_MS = 5000;
