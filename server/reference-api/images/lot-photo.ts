// A lot photo drawn from its data: the body shape of its type in its colour, seen from a different
// side or distance per photo number, captioned with maker, model and lot number.
import { colourHex } from '../seed/catalog/colours';
import type { LotArt } from './lot-art';
import { isBodyType, silhouette } from './silhouettes';
import { escapeXml, shade, svgDocument } from './svg';

const WIDTH = 640;
const HEIGHT = 480;

/** Photo 1 is the left side; then the right side, a close front, a close rear, and round again. */
const VIEWS = [
  'translate(105 180) scale(1)',
  'translate(535 180) scale(-1 1)',
  'translate(40 120) scale(1.55)',
  'translate(760 120) scale(-1.55 1.55)',
] as const;

export function lotPhotoSvg(lot: LotArt, photo: number): string {
  const paint = colourHex(lot.color);
  const body = isBodyType(lot.body) ? lot.body : 'sedan';
  const view = VIEWS[(photo - 1) % VIEWS.length] ?? VIEWS[0];
  const sky = shade('#cfe0ee', ((photo * 37) % 20) / 100 - 0.1);
  const title = `${lot.maker} ${lot.model}`;
  const subtitle = [lot.year, lot.grade, lot.chassis].filter(Boolean).join(' · ');
  const content = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f4f6f8"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<rect y="330" width="${WIDTH}" height="150" fill="#b9bec4"/><path d="M0 330 H${WIDTH}" stroke="#9aa0a6" stroke-width="2"/>`,
    `<ellipse cx="320" cy="335" rx="260" ry="12" fill="#000" opacity="0.18"/>`,
    `<g transform="${view}">${silhouette(body, paint)}</g>`,
    `<rect width="${WIDTH}" height="64" fill="#000" opacity="0.55"/>`,
    `<text x="20" y="30" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(title)}</text>`,
    `<text x="20" y="52" font-family="Arial, sans-serif" font-size="15" fill="#e6e6e6">${escapeXml(subtitle)}</text>`,
    `<text x="20" y="462" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#1f2328">Lot ${lot.lotNo} · ${escapeXml(lot.auctionName)}</text>`,
    `<text x="620" y="462" text-anchor="end" font-family="Arial, sans-serif" font-size="16" fill="#1f2328">${photo} / ${lot.photoCount}</text>`,
  ].join('');
  return svgDocument(WIDTH, HEIGHT, `${title}, lot ${lot.lotNo}, photo ${photo}`, content);
}
