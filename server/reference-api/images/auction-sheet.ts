// An auction inspection sheet drawn from the lot: a form grid with the vehicle data, the overall
// and interior grades, a top view of the body with damage codes and the inspector's notes.
import { Random } from '../seed/random';
import type { LotArt } from './lot-art';
import { escapeXml, svgDocument } from './svg';

export const SHEET_WIDTH = 600;
export const SHEET_HEIGHT = 850;
const DAMAGE_CODES = ['A1', 'A2', 'U1', 'U2', 'W1', 'S1', 'B1', 'E1', 'X', 'XX', 'P', 'G'];
const NOTES = [
  'Scratches on bumper',
  'Small dents on doors',
  'Stone chips on bonnet',
  'Seat wear driver side',
  'Windscreen chip',
  'Wheel scuffs',
  'Smell of smoke',
  'Rust under body',
];

export function interiorGrade(condition: string): string {
  const numeric = Number(condition);
  if (Number.isNaN(numeric)) return 'C';
  return numeric >= 5 ? 'A' : numeric >= 4 ? 'B' : numeric >= 3 ? 'C' : 'D';
}

function cell(x: number, y: number, width: number, label: string, value: string): string {
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="44" fill="#fff" stroke="#5c6770"/>`,
    `<text x="${x + 6}" y="${y + 14}" font-size="10" fill="#5c6770">${escapeXml(label)}</text>`,
    `<text x="${x + 6}" y="${y + 35}" font-size="16" font-weight="700" fill="#1f2328">${escapeXml(value)}</text>`,
  ].join('');
}

/** The damage codes a sheet marks: the first draws of the lot's sheet random, so the translation lists the same. */
function sampleDamageCodes(rng: Random): string[] {
  return rng.sample(DAMAGE_CODES, rng.int(2, 6));
}

export function damageCodesOf(lot: LotArt): string[] {
  return sampleDamageCodes(new Random(lot.id));
}

export function auctionSheetSvg(lot: LotArt): string {
  const rng = new Random(lot.id);
  const distance = lot.mileage !== null ? `${lot.mileage.toLocaleString('en-US')} km` : lot.hours !== null ? `${lot.hours} h` : '—';
  const rows: ReadonlyArray<ReadonlyArray<readonly [string, string]>> = [
    [
      ['Auction', lot.auctionName],
      ['Date', `${lot.auctionDate} ${lot.auctionTime}`],
      ['Lot No.', String(lot.lotNo)],
    ],
    [
      ['Maker', lot.maker],
      ['Model', lot.model],
      ['Year', String(lot.year)],
    ],
    [
      ['Chassis', lot.serial ?? lot.chassis],
      ['Grade', lot.grade],
      ['Engine', lot.engineCc ? `${lot.engineCc} cc` : 'EV'],
    ],
    [
      ['Mileage', distance],
      ['Colour', lot.color],
      ['Gearbox', lot.gearbox ?? '—'],
    ],
  ];
  const grid = rows.flatMap((row, r) => row.map(([label, value], c) => cell(20 + c * 187, 70 + r * 44, 187, label, value))).join('');
  const marks = sampleDamageCodes(rng).map((code) => {
    const x = rng.int(200, 400);
    const y = rng.int(330, 560);
    return `<text x="${x}" y="${y}" font-size="15" font-weight="700" fill="#c62828">${code}</text>`;
  });
  const notes = rng
    .sample(NOTES, rng.int(1, 3))
    .map((note, index) => `<text x="36" y="${700 + index * 24}" font-size="14" fill="#1f2328">${index + 1}. ${escapeXml(note)}</text>`);
  const content = [
    `<g font-family="Arial, sans-serif">`,
    `<rect width="${SHEET_WIDTH}" height="${SHEET_HEIGHT}" fill="#fbf8ef"/>`,
    `<rect x="10" y="10" width="${SHEET_WIDTH - 20}" height="${SHEET_HEIGHT - 20}" fill="none" stroke="#5c6770" stroke-width="2"/>`,
    `<text x="20" y="50" font-size="24" font-weight="700" fill="#1f2328">AUCTION SHEET</text>`,
    `<text x="580" y="50" text-anchor="end" font-size="14" fill="#5c6770">${escapeXml(lot.auctionName)} · Lot ${lot.lotNo}</text>`,
    grid,
    `<rect x="20" y="260" width="130" height="130" fill="#fff" stroke="#5c6770"/><text x="85" y="280" text-anchor="middle" font-size="11" fill="#5c6770">OVERALL GRADE</text>`,
    `<circle cx="85" cy="335" r="42" fill="none" stroke="#c62828" stroke-width="3"/><text x="85" y="350" text-anchor="middle" font-size="36" font-weight="700" fill="#c62828">${escapeXml(lot.condition)}</text>`,
    `<rect x="20" y="400" width="130" height="80" fill="#fff" stroke="#5c6770"/><text x="85" y="420" text-anchor="middle" font-size="11" fill="#5c6770">INTERIOR</text>`,
    `<text x="85" y="465" text-anchor="middle" font-size="32" font-weight="700" fill="#1f2328">${interiorGrade(lot.condition)}</text>`,
    `<rect x="165" y="260" width="415" height="360" fill="#fff" stroke="#5c6770"/>`,
    `<rect x="250" y="300" width="130" height="290" rx="50" fill="none" stroke="#1f2328" stroke-width="3"/>`,
    `<path d="M262 360 H368 M262 520 H368 M250 440 H380" stroke="#1f2328" stroke-width="2"/>`,
    `<rect x="232" y="330" width="18" height="44" rx="6" fill="#1f2328"/><rect x="380" y="330" width="18" height="44" rx="6" fill="#1f2328"/>`,
    `<rect x="232" y="510" width="18" height="44" rx="6" fill="#1f2328"/><rect x="380" y="510" width="18" height="44" rx="6" fill="#1f2328"/>`,
    ...marks,
    `<text x="36" y="665" font-size="12" fill="#5c6770">INSPECTOR'S NOTES</text>`,
    `<rect x="20" y="645" width="560" height="110" fill="none" stroke="#5c6770"/>`,
    ...notes,
    `<text x="20" y="790" font-size="12" fill="#5c6770">Equipment: ${escapeXml(lot.equip || '—')}</text>`,
    `</g>`,
  ].join('');
  return svgDocument(SHEET_WIDTH, SHEET_HEIGHT, `Auction sheet, ${lot.maker} ${lot.model}, lot ${lot.lotNo}`, content);
}
