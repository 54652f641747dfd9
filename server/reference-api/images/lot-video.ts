// A condition-report clip: the lot's photos shown in turn, two seconds each, as an animated SVG
// (the reference API has no real video; a company backend links its inspection videos).
import type { LotArt } from './lot-art';
import { lotPhotoSvg } from './lot-photo';
import { svgDocument } from './svg';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 4;
const SECONDS_PER_FRAME = 2;

export function lotVideoSvg(lot: LotArt, clip: number): string {
  const frames = Array.from({ length: FRAMES }, (_, index) => {
    const photo = (((clip - 1) * FRAMES + index) % Math.max(1, lot.photoCount)) + 1;
    const values = Array.from({ length: FRAMES }, (_, step) => (step === index ? 1 : 0)).join(';');
    const keyTimes = Array.from({ length: FRAMES }, (_, step) => step / FRAMES).join(';');
    return [
      `<g opacity="${index === 0 ? 1 : 0}">`,
      `<animate attributeName="opacity" values="${values}" keyTimes="${keyTimes}" calcMode="discrete" dur="${FRAMES * SECONDS_PER_FRAME}s" repeatCount="indefinite"/>`,
      `<svg width="${WIDTH}" height="${HEIGHT}">${lotPhotoSvg(lot, photo)}</svg>`,
      `</g>`,
    ].join('');
  });
  return svgDocument(WIDTH, HEIGHT, `${lot.maker} ${lot.model}, lot ${lot.lotNo}, clip ${clip}`, frames.join(''));
}
