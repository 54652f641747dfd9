// Lots this near the top of a list are on the first screen: their photos load at once and first in
// line (the largest paint of a listing is one of them), the others when scrolled near.
import { createContext } from 'react';

export const FIRST_SCREEN_LOTS = 4;

export const OnFirstScreen = createContext(false);
