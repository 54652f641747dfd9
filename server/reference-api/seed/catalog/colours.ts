// Body colours as auction sheets name them, how common each is, and the paint the images use.
export interface BodyColour {
  readonly name: string;
  readonly hex: string;
  readonly weight: number;
}

export const BODY_COLOURS: readonly BodyColour[] = [
  { name: 'WHITE', hex: '#f2f2ef', weight: 14 },
  { name: 'PEARL', hex: '#ebe6d9', weight: 20 },
  { name: 'BLACK', hex: '#1d1e21', weight: 16 },
  { name: 'SILVER', hex: '#b8bcc1', weight: 12 },
  { name: 'GRAY', hex: '#6d7176', weight: 8 },
  { name: 'BLUE', hex: '#24539e', weight: 5 },
  { name: 'DARK BLUE', hex: '#1d2a48', weight: 3 },
  { name: 'RED', hex: '#b3222b', weight: 5 },
  { name: 'WINE', hex: '#6b1e2c', weight: 2 },
  { name: 'BEIGE', hex: '#d6c6a4', weight: 3 },
  { name: 'BROWN', hex: '#6a4a33', weight: 3 },
  { name: 'GREEN', hex: '#2f6b3c', weight: 2 },
  { name: 'YELLOW', hex: '#e5c01e', weight: 1.5 },
  { name: 'ORANGE', hex: '#df6f1d', weight: 1.5 },
  { name: 'LIGHT BLUE', hex: '#8db7dd', weight: 1.5 },
  { name: 'PINK', hex: '#e59aaf', weight: 1 },
  { name: 'PURPLE', hex: '#5b3b7b', weight: 1 },
  { name: 'GOLD', hex: '#b8984b', weight: 1 },
];

/** Machinery comes in its makers' paint. */
export const MACHINE_COLOURS: Readonly<Record<string, string>> = {
  Komatsu: 'YELLOW',
  Kubota: 'ORANGE',
  Yanmar: 'RED',
  Hitachi: 'ORANGE',
  Kobelco: 'BLUE',
  Caterpillar: 'YELLOW',
  Kawasaki: 'YELLOW',
  Toyota: 'ORANGE',
  Nichiyu: 'WHITE',
  Mitsubishi: 'YELLOW',
  Sakai: 'YELLOW',
  Morooka: 'YELLOW',
};

export function colourHex(name: string): string {
  return BODY_COLOURS.find((colour) => colour.name === name)?.hex ?? '#9aa0a6';
}
