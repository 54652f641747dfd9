import styled from 'styled-components';
import { token } from '../theme';
import { photoButton } from './photo-button';

const ThumbButton = styled.button<{ $current: boolean }>`
  ${photoButton}
  min-width: 0;
  border: ${token('strokeWidthThick')} solid
    ${({ $current, theme }) => ($current ? theme.tokens.colorBrandStroke1 : theme.tokens.colorTransparentStroke)};
  border-radius: ${token('borderRadiusMedium')};
  cursor: pointer;
`;

interface ThumbnailProps {
  src: string;
  /** the button's accessible name: "Show photo 3 of 12" */
  label: string;
  current: boolean;
  onSelect(): void;
}

/** One photo's small image as a button; the current one is outlined in the brand colour. */
export function Thumbnail({ src, label, current, onSelect }: ThumbnailProps) {
  return (
    <ThumbButton type="button" $current={current} aria-label={label} aria-current={current || undefined} onClick={onSelect}>
      {src && <img src={src} alt="" loading="lazy" />}
    </ThumbButton>
  );
}
