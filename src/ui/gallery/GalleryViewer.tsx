// The fullscreen photo viewer (seed 001 §2): a click on the photo toggles 2× zoom (use-zoom-pan), the
// arrow keys (panning instead while zoomed) and the buttons step through the photos, Escape closes,
// four thumbnails per view below.
import { Button } from '@fluentui/react-button';
import { Dialog, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { ChevronLeft24Regular, ChevronRight24Regular, Dismiss24Regular } from '@fluentui/react-icons';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../theme';
import { canNavigate, stepIndex, thumbnailWindow } from './gallery-nav';
import { Thumbnail } from './Thumbnail';
import { useZoomPan, ZOOM } from './use-zoom-pan';

const Surface = styled(DialogSurface)`
  && {
    width: min(96vw, 1280px);
    max-width: none;
    height: min(94vh, 960px);
    padding: ${token('spacingVerticalM')} ${token('spacingHorizontalM')};
    display: grid;
    grid-template-rows: auto 1fr auto;
    gap: ${token('spacingVerticalS')};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
`;

const Title = styled(DialogTitle)`
  && {
    flex: 1;
    font-size: ${token('fontSizeBase400')};
  }
`;

const Stage = styled.div`
  position: relative;
  min-height: 0;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
`;

/** The photo's scroll box: the zoomed photo overflows it and pans inside it. Without scrollbars, which
 * would take room from the box and keep the zoom short of 2× (the photo pans by drag, keys and wheel). */
const Frame = styled.div<{ $zoomed: boolean }>`
  position: relative;
  align-self: stretch;
  min-height: 0;
  overflow: ${({ $zoomed }) => ($zoomed ? 'auto' : 'hidden')};
  scrollbar-width: none;
  background: ${token('colorNeutralBackground3')};
  border-radius: ${token('borderRadiusMedium')};
`;

// placed absolutely, its size is a share of the frame in both directions: 200% of the frame's width
// and height, not of whatever a grid row around it resolved to
const ZoomButton = styled.button<{ $zoomed: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  padding: 0;
  border: 0;
  background: none;
  cursor: ${({ $zoomed }) => ($zoomed ? 'zoom-out' : 'zoom-in')};
  width: ${({ $zoomed }) => ($zoomed ? ZOOM * 100 : 100)}%;
  height: ${({ $zoomed }) => ($zoomed ? ZOOM * 100 : 100)}%;
  &:focus-visible {
    outline: ${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')};
    outline-offset: calc(-1 * ${token('strokeWidthThick')});
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    display: block;
    pointer-events: none;
  }
`;

const Strip = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 120px));
  justify-content: center;
  gap: ${token('spacingHorizontalS')};
`;

interface GalleryViewerProps {
  open: boolean;
  images: readonly string[];
  thumbnails: readonly string[];
  title: string;
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

export function GalleryViewer({ open, images, thumbnails, title, index, onIndexChange, onClose }: GalleryViewerProps) {
  const intl = useIntl();
  const { frame, zoomed, setZoomed, toggle, panByKey, dragHandlers } = useZoomPan();
  const navigable = canNavigate(images);
  const count = images.length;

  const go = (next: number) => {
    setZoomed(false);
    onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // while zoomed the arrow keys pan the photo
    if (panByKey(event.key)) event.preventDefault();
    if (zoomed || !navigable) return;
    if (event.key === 'ArrowRight') go(stepIndex(index, 1, count));
    else if (event.key === 'ArrowLeft') go(stepIndex(index, -1, count));
    else return;
    event.preventDefault();
  };
  const photoName = intl.formatMessage({ id: 'lotDetail.gallery.photo' }, { n: index + 1, count, title });

  return (
    <Dialog open={open} onOpenChange={(_, data) => data.open || onClose()}>
      <Surface onKeyDown={onKeyDown} aria-describedby={undefined}>
        <Top>
          <Title>{intl.formatMessage({ id: 'lotDetail.gallery.position' }, { n: index + 1, count, title })}</Title>
          <Button
            appearance="subtle"
            icon={<Dismiss24Regular />}
            aria-label={intl.formatMessage({ id: 'lotDetail.gallery.close' })}
            onClick={onClose}
          />
        </Top>
        <Stage>
          <Button
            appearance="subtle"
            icon={<ChevronLeft24Regular />}
            aria-label={intl.formatMessage({ id: 'lotDetail.gallery.previous' })}
            disabled={!navigable}
            onClick={() => go(stepIndex(index, -1, count))}
          />
          <Frame ref={frame} $zoomed={zoomed} {...dragHandlers}>
            <ZoomButton
              type="button"
              $zoomed={zoomed}
              aria-pressed={zoomed}
              aria-label={intl.formatMessage({ id: 'lotDetail.gallery.zoom' })}
              onClick={toggle}
            >
              <img src={images[index]} alt={photoName} />
            </ZoomButton>
          </Frame>
          <Button
            appearance="subtle"
            icon={<ChevronRight24Regular />}
            aria-label={intl.formatMessage({ id: 'lotDetail.gallery.next' })}
            disabled={!navigable}
            onClick={() => go(stepIndex(index, 1, count))}
          />
        </Stage>
        <Strip>
          {thumbnailWindow(index, count).map((i) => (
            <Thumbnail
              key={i}
              src={thumbnails[i] ?? images[i] ?? ''}
              label={intl.formatMessage({ id: 'lotDetail.gallery.show' }, { n: i + 1, count })}
              current={i === index}
              onSelect={() => go(i)}
            />
          ))}
        </Strip>
      </Surface>
    </Dialog>
  );
}
