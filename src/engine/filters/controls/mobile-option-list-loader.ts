// The phone form of a select filter (radios, its search box) is a chunk of its own, so a desktop page
// does not download it; the phone filter sheets start loading it as they open.
export const loadMobileOptionList = () => import('./MobileOptionList');
