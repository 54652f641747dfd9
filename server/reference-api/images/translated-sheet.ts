// The auction sheet with a translator's panel under it: what the overall and interior grades and
// each damage code marked on the sheet mean, in English (GET /car-auction/image-translate). The
// TRANSLATED badge has a band of its own above the sheet, clear of the sheet's header and lot line.
import { SHEET_HEIGHT, SHEET_WIDTH, auctionSheetSvg, damageCodesOf, interiorGrade } from './auction-sheet';
import type { LotArt } from './lot-art';
import { escapeXml, svgDocument } from './svg';

const DAMAGE_MEANINGS: Readonly<Record<string, string>> = {
  A1: 'small scratch',
  A2: 'scratch',
  U1: 'small dent',
  U2: 'dent',
  W1: 'repair mark, hardly visible',
  S1: 'rust',
  B1: 'small dent with scratch',
  E1: 'a few dimples',
  X: 'needs replacement',
  XX: 'replaced panel',
  P: 'paint marks',
  G: 'stone chip in glass',
};

const INTERIOR_MEANINGS: Readonly<Record<string, string>> = {
  A: 'like new',
  B: 'clean, light wear',
  C: 'wear and small stains',
  D: 'worn, needs cleaning or repair',
};

function overallMeaning(condition: string): string {
  const grade = Number(condition);
  if (Number.isNaN(grade)) return condition === 'R' || condition === 'RA' ? 'repaired accident history' : 'special grade, see notes';
  if (grade >= 5) return 'excellent, close to new';
  if (grade >= 4.5) return 'very good, few marks';
  if (grade >= 4) return 'good, minor marks';
  if (grade >= 3.5) return 'average, some marks and dents';
  return 'below average, needs work';
}

const LINE = 22;
const PANEL_TOP = 40;
const BADGE_BAND = 40;

export function translatedSheetSvg(lot: LotArt): string {
  const codes = damageCodesOf(lot);
  const interior = interiorGrade(lot.condition);
  const lines = [
    `Overall grade ${lot.condition}: ${overallMeaning(lot.condition)}`,
    `Interior ${interior}: ${INTERIOR_MEANINGS[interior] ?? ''}`,
    ...codes.map((code) => `${code}: ${DAMAGE_MEANINGS[code] ?? code}`),
  ];
  const panelHeight = PANEL_TOP + lines.length * LINE + 20;
  const panelY = BADGE_BAND + SHEET_HEIGHT;
  const text = lines
    .map(
      (line, index) => `<text x="30" y="${panelY + PANEL_TOP + 10 + index * LINE}" font-size="15" fill="#1f2328">${escapeXml(line)}</text>`,
    )
    .join('');
  const content = [
    `<g font-family="Arial, sans-serif">`,
    `<rect width="${SHEET_WIDTH}" height="${BADGE_BAND}" fill="#eef4fb"/>`,
    `<rect x="455" y="7" width="125" height="26" rx="4" fill="#1565c0"/>`,
    `<text x="517" y="25" text-anchor="middle" font-size="13" font-weight="700" fill="#fff">TRANSLATED</text>`,
    `</g>`,
    `<svg x="0" y="${BADGE_BAND}" width="${SHEET_WIDTH}" height="${SHEET_HEIGHT}">${auctionSheetSvg(lot)}</svg>`,
    `<g font-family="Arial, sans-serif">`,
    `<rect y="${panelY}" width="${SHEET_WIDTH}" height="${panelHeight}" fill="#eef4fb"/>`,
    `<text x="20" y="${panelY + 28}" font-size="16" font-weight="700" fill="#1565c0">TRANSLATION</text>`,
    text,
    `</g>`,
  ].join('');
  return svgDocument(SHEET_WIDTH, panelY + panelHeight, `Translated auction sheet, ${lot.maker} ${lot.model}, lot ${lot.lotNo}`, content);
}
