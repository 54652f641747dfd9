// The lot's first photo (with its size reserved; lazy below the first screen), opening the lot; the
// user's bid is written on the image when there is one. Fields: the images list, then optionally the bid amount.
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../../../ui/theme';
import { lotPhoto, OnFirstScreen } from '../first-screen';
import { LotLink } from '../LotLink';
import { lotField } from '../lot';
import { Money } from '../values';
import type { CellProps } from './cell-props';

/** The API's photos are 640×480. */
const PHOTO = { width: 160, height: 120 };

const Frame = styled.span`
  display: block;
  position: relative;
  min-width: 112px;
  aspect-ratio: ${PHOTO.width} / ${PHOTO.height};
  overflow: hidden;
  border-radius: ${token('borderRadiusMedium')};
  background: ${token('colorNeutralBackground3')};
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const NoPhoto = styled.span`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${token('colorNeutralForeground3')};
  font-size: ${token('fontSizeBase200')};
`;

const BidOnImage = styled.span`
  position: absolute;
  left: 0;
  bottom: 0;
  padding: ${token('spacingVerticalXXS')} ${token('spacingHorizontalS')};
  border-top-right-radius: ${token('borderRadiusMedium')};
  background: ${token('colorBrandBackground')};
  color: ${token('colorNeutralForegroundOnBrand')};
  font-size: ${token('fontSizeBase200')};
  font-weight: ${token('fontWeightSemibold')};
  white-space: nowrap;
`;

export function PhotoCell({ lot, fields }: CellProps) {
  const intl = useIntl();
  const firstScreen = useContext(OnFirstScreen);
  const [imagesField, bidField] = fields;
  const first = lotPhoto(lot, imagesField);
  const bid = bidField ? lotField(lot, bidField) : undefined;
  return (
    <LotLink lot={lot}>
      <Frame>
        {first ? (
          <Image
            src={first}
            alt=""
            loading={firstScreen ? 'eager' : 'lazy'}
            fetchPriority={firstScreen ? 'high' : 'auto'}
            decoding="async"
            width={PHOTO.width}
            height={PHOTO.height}
          />
        ) : (
          <NoPhoto>{intl.formatMessage({ id: 'listing.lot.noPhoto' })}</NoPhoto>
        )}
        {typeof bid === 'number' && (
          <BidOnImage>
            {intl.formatMessage({ id: 'listing.lot.myBid' })} <Money value={bid} />
          </BidOnImage>
        )}
      </Frame>
    </LotLink>
  );
}
