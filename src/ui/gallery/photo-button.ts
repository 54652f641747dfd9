import { css } from 'styled-components';
import { token } from '../theme';

/** A button that one photo fills, cropped to 4:3: the main photo and the thumbnails. */
export const photoButton = css`
  padding: 0;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${token('colorNeutralBackground3')};
  &:focus-visible {
    outline: ${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
