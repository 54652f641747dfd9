// A lot's photos (seed 001 §2): the main photo, a thumbnail row and the fullscreen viewer. Shared by
// the lot detail pages and the purchase details. The main photo tops the page, the largest thing on the
// first screen: it loads at once and first; the thumbnails lazily.
import { Image24Regular } from '@fluentui/react-icons';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PHONE_QUERY } from '../breakpoints';
import { token } from '../theme';
import { MountedOnceOpen } from '../PopupOnDemand';
import { RESTORE_FOCUS_TARGET } from '../restore-focus';
import { useMediaQuery } from '../use-media-query';
import { photoButton } from './photo-button';
import { Thumbnail } from './Thumbnail';

// the fullscreen viewer (Fluent's dialog) loads when the user first opens it
const GalleryViewer = lazy(() => import('./GalleryViewer').then((module) => ({ default: module.GalleryViewer })));

const Box = styled.div`
  display: grid;
  gap: ${token('spacingVerticalS')};
  min-width: 0;
`;

const MainButton = styled.button`
  ${photoButton}
  border: 0;
  width: 100%;
  border-radius: ${token('borderRadiusLarge')};
  cursor: zoom-in;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: ${token('spacingHorizontalXS')};
`;

const NoPhotos = styled.div`
  aspect-ratio: 4 / 3;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${token('spacingVerticalS')};
  color: ${token('colorNeutralForeground3')};
  background: ${token('colorNeutralBackground3')};
  border-radius: ${token('borderRadiusLarge')};
`;

export interface GalleryProps {
  images: string[];
  /** small versions of `images`, index for index; the full image stands in for a missing one */
  thumbnails?: string[];
  /** what the photos show, for their accessible names ('Toyota Prius') */
  title: string;
  /** on phones only this many first photos are shown (statistics pages: 2) */
  phoneLimit?: number;
}

export function Gallery({ images, thumbnails = [], title, phoneLimit }: GalleryProps) {
  const intl = useIntl();
  const phone = useMediaQuery(PHONE_QUERY);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const shown = phone && phoneLimit !== undefined ? images.slice(0, phoneLimit) : images;
  const current = Math.min(index, Math.max(shown.length - 1, 0));

  if (shown.length === 0) {
    return (
      <NoPhotos role="img" aria-label={intl.formatMessage({ id: 'lotDetail.gallery.none' })}>
        <Image24Regular />
        {intl.formatMessage({ id: 'lotDetail.gallery.none' })}
      </NoPhotos>
    );
  }
  const count = shown.length;
  return (
    <Box>
      <MainButton
        type="button"
        aria-label={intl.formatMessage({ id: 'lotDetail.gallery.open' }, { n: current + 1, count, title })}
        onClick={() => setViewing(true)}
        {...RESTORE_FOCUS_TARGET}
      >
        {shown[current] && <img src={shown[current]} alt="" fetchPriority="high" decoding="async" />}
      </MainButton>
      {count > 1 && (
        <Row>
          {shown.map((src, i) => (
            <Thumbnail
              key={i}
              src={thumbnails[i] || src}
              label={intl.formatMessage({ id: 'lotDetail.gallery.show' }, { n: i + 1, count })}
              current={i === current}
              onSelect={() => setIndex(i)}
            />
          ))}
        </Row>
      )}
      <MountedOnceOpen open={viewing}>
        <GalleryViewer
          open={viewing}
          images={shown}
          thumbnails={thumbnails}
          title={title}
          index={current}
          onIndexChange={setIndex}
          onClose={() => setViewing(false)}
        />
      </MountedOnceOpen>
    </Box>
  );
}
