// The signed-in user's profile call (seed 000 §7), which every page but a visitor's share page makes
// first: the app's call (src/api/session.ts) and the portal's preload of it (server/early-calls.ts)
// must name the same URL for the browser to answer the one with the other.
export const PROFILE_PATH = '/user/view-profile';
