// Side views of each body type in a 430 × 150 box (ground at y = 150, front to the left), painted
// in the lot's colour. Cars share one layout: body, glass, wheels.
import type { BodyType, CarBody, MachineBody } from '../seed/catalog/body-types';
import { shade } from './svg';

interface CarShape {
  readonly body: string;
  readonly glass: string;
  readonly wheels: readonly [number, number];
}

const CAR_SHAPES: Readonly<Record<CarBody, CarShape>> = {
  sedan: {
    body: 'M20 120 L40 95 L110 88 L150 55 L280 52 L330 88 L400 95 L415 120 L410 135 L20 135 Z',
    glass: 'M118 88 L155 60 L275 58 L318 88 Z',
    wheels: [90, 345],
  },
  hatchback: {
    body: 'M25 120 L40 95 L110 85 L160 50 L330 48 L372 72 L385 120 L380 135 L25 135 Z',
    glass: 'M120 85 L165 56 L325 54 L360 80 Z',
    wheels: [90, 320],
  },
  wagon: {
    body: 'M20 120 L35 95 L100 86 L150 50 L380 48 L400 90 L405 120 L400 135 L20 135 Z',
    glass: 'M110 86 L155 56 L375 54 L390 86 Z',
    wheels: [85, 345],
  },
  minivan: {
    body: 'M20 120 L30 90 L80 60 L120 30 L390 28 L405 60 L410 120 L405 135 L20 135 Z',
    glass: 'M88 62 L125 36 L385 34 L398 62 Z',
    wheels: [85, 350],
  },
  suv: {
    body: 'M20 118 L30 88 L100 80 L140 40 L370 38 L395 80 L405 118 L400 135 L20 135 Z',
    glass: 'M108 80 L145 46 L365 44 L385 80 Z',
    wheels: [90, 340],
  },
  kei: {
    body: 'M60 120 L70 90 L110 80 L135 30 L340 28 L350 60 L355 120 L350 135 L60 135 Z',
    glass: 'M118 80 L140 36 L335 34 L343 62 Z',
    wheels: [110, 300],
  },
  van: { body: 'M20 120 L25 70 L70 30 L400 28 L410 40 L410 135 L20 135 Z', glass: 'M35 68 L75 36 L140 36 L140 68 Z', wheels: [85, 350] },
  truck: {
    body: 'M20 120 L25 70 L60 35 L150 33 L155 80 L410 80 L410 135 L20 135 Z',
    glass: 'M35 70 L65 40 L140 40 L140 70 Z',
    wheels: [85, 345],
  },
  coupe: {
    body: 'M20 122 L40 100 L130 90 L180 62 L270 60 L340 92 L405 100 L415 122 L410 135 L20 135 Z',
    glass: 'M140 90 L185 67 L265 65 L325 92 Z',
    wheels: [95, 345],
  },
};

function wheel(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#1c1c1c"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#c9ccd1"/><circle cx="${x}" cy="${y}" r="${r * 0.15}" fill="#55585c"/>`;
}

function car(shape: CarShape, paint: string): string {
  const [front, rear] = shape.wheels;
  return [
    `<path d="${shape.body}" fill="${paint}" stroke="${shade(paint, -0.45)}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${shape.glass}" fill="#3d5567" opacity="0.85"/>`,
    `<rect x="22" y="108" width="16" height="8" rx="2" fill="#f6e7a8"/>`,
    wheel(front, 135, 24),
    wheel(rear, 135, 24),
  ].join('');
}

function bike(paint: string): string {
  return [
    wheel(110, 118, 42),
    wheel(330, 118, 42),
    `<path d="M110 118 L190 70 L280 70 L330 118 M190 70 L230 118 L280 70" fill="none" stroke="#3a3a3a" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M175 55 Q215 30 265 50 L270 72 L185 76 Z" fill="${paint}" stroke="${shade(paint, -0.45)}" stroke-width="3"/>`,
    `<path d="M262 55 L330 60 L325 70 L268 68 Z" fill="#222"/>`,
    `<path d="M150 20 L170 60 M140 22 L165 18" stroke="#444" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}

const MACHINES: Readonly<Record<MachineBody, (paint: string) => string>> = {
  excavator: (paint) =>
    [
      `<rect x="150" y="112" width="250" height="36" rx="18" fill="#2b2b2b"/>`,
      `<rect x="170" y="70" width="220" height="40" rx="6" fill="${paint}" stroke="${shade(paint, -0.4)}" stroke-width="3"/>`,
      `<rect x="290" y="25" width="80" height="50" rx="4" fill="${paint}" stroke="${shade(paint, -0.4)}" stroke-width="3"/><rect x="300" y="33" width="60" height="30" fill="#3d5567" opacity="0.85"/>`,
      `<path d="M200 75 L110 15 L40 90" fill="none" stroke="${paint}" stroke-width="16" stroke-linejoin="round"/>`,
      `<path d="M40 90 L20 120 L60 125 Z" fill="#3a3a3a"/>`,
    ].join(''),
  loader: (paint) =>
    [
      `<rect x="130" y="70" width="260" height="50" rx="8" fill="${paint}" stroke="${shade(paint, -0.4)}" stroke-width="3"/>`,
      `<rect x="220" y="20" width="80" height="55" rx="4" fill="${paint}" stroke="${shade(paint, -0.4)}" stroke-width="3"/><rect x="230" y="28" width="60" height="34" fill="#3d5567" opacity="0.85"/>`,
      `<path d="M150 90 L70 100" stroke="${paint}" stroke-width="14"/><path d="M20 80 L80 80 L80 130 L30 130 Z" fill="#3a3a3a"/>`,
      wheel(175, 125, 28),
      wheel(345, 125, 28),
    ].join(''),
  forklift: (paint) =>
    [
      `<rect x="150" y="70" width="200" height="55" rx="8" fill="${paint}" stroke="${shade(paint, -0.4)}" stroke-width="3"/>`,
      `<path d="M170 70 L190 15 L320 15 L330 70" fill="none" stroke="#333" stroke-width="6"/>`,
      `<rect x="120" y="5" width="14" height="135" fill="#555"/><path d="M60 138 L134 138 M60 110 L134 110" stroke="#444" stroke-width="6"/>`,
      wheel(190, 128, 20),
      wheel(320, 128, 20),
    ].join(''),
  roller: (paint) =>
    [
      `<rect x="130" y="60" width="200" height="55" rx="8" fill="${paint}" stroke="${shade(paint, -0.4)}" stroke-width="3"/>`,
      `<path d="M190 60 L200 10 L290 10 L300 60" fill="none" stroke="#333" stroke-width="6"/>`,
      `<rect x="40" y="95" width="110" height="52" rx="26" fill="#5a5a5a"/><rect x="310" y="95" width="110" height="52" rx="26" fill="#5a5a5a"/>`,
    ].join(''),
  carrier: (paint) =>
    [
      `<rect x="40" y="112" width="370" height="36" rx="18" fill="#2b2b2b"/>`,
      `<path d="M150 60 L410 60 L400 110 L160 110 Z" fill="${paint}" stroke="${shade(paint, -0.4)}" stroke-width="3"/>`,
      `<rect x="50" y="35" width="90" height="75" rx="6" fill="${paint}" stroke="${shade(paint, -0.4)}" stroke-width="3"/><rect x="60" y="45" width="60" height="35" fill="#3d5567" opacity="0.85"/>`,
    ].join(''),
};

export function silhouette(body: BodyType, paint: string): string {
  if (body === 'bike') return bike(paint);
  if (body in MACHINES) return MACHINES[body as MachineBody](paint);
  return car(CAR_SHAPES[body as CarBody], paint);
}

export function isBodyType(value: string): value is BodyType {
  return value === 'bike' || value in MACHINES || value in CAR_SHAPES;
}
