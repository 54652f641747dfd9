// The gallery section: the lot's photos, USS extra images (cars with a caller, i.e. not on share pages)
// and the photo archive download.
import { useState } from 'react';
import styled from 'styled-components';
import { PhotoDownloadButton } from '../../../../ui/PhotoDownloadButton';
import { token } from '../../../../ui/theme';
import type { SectionProps } from '../../../../engine/detail/section-props';
import { ExtraImages } from './ExtraImages';
import { Gallery } from '../../../../ui/gallery/Gallery';
import { photoDownloadRoute } from './photo-download';

const Box = styled.section`
  display: grid;
  gap: ${token('spacingVerticalM')};
  min-width: 0;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${token('spacingHorizontalL')};
`;

export function GallerySection({ schema, lot }: SectionProps) {
  const [extra, setExtra] = useState<string[]>([]);
  const phoneImages = schema.detail.sections.find((section) => section.kind === 'gallery')?.phoneImages;
  const downloadRoute = photoDownloadRoute(schema, lot);
  const offersExtra = lot.isUss && lot.bidInfo !== undefined;
  return (
    <Box aria-label={lot.title}>
      <Gallery
        images={[...lot.images, ...extra]}
        thumbnails={[...lot.thumbnails.slice(0, lot.images.length), ...extra]}
        title={lot.title}
        phoneLimit={phoneImages}
      />
      {(offersExtra || downloadRoute) && (
        <Tools>
          {offersExtra && (
            <ExtraImages lotId={lot.id} initialLimit={lot.ussLimit} onImages={(images) => setExtra((old) => [...old, ...images])} />
          )}
          {downloadRoute && <PhotoDownloadButton route={downloadRoute} id={lot.id} />}
        </Tools>
      )}
    </Box>
  );
}
