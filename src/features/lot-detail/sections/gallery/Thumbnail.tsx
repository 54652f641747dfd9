import styled from 'styled-components';
import { token } from '../../../../ui/theme';

const ThumbButton = styled.button<{ $current: boolean }>`
  min-width: 0;
  padding: 0;
  aspect-ratio: 4 / 3;
  border: ${token('strokeWidthThick')} solid
    ${({ $current, theme }) => ($current ? theme.tokens.colorBrandStroke1 : theme.tokens.colorTransparentStroke)};
  border-radius: ${token('borderRadiusMedium')};
  overflow: hidden;
  background: ${token('colorNeutralBackground3')};
  cursor: pointer;
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
