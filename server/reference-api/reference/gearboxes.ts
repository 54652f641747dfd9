// Gearbox codes as Japanese auction sheets write them.
export const GEARBOXES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'AT', name: 'AT (automatic)' },
  { code: 'FAT', name: 'FAT (floor automatic)' },
  { code: 'CAT', name: 'CAT (column automatic)' },
  { code: 'IAT', name: 'IAT (instrument-panel automatic)' },
  { code: 'CVT', name: 'CVT' },
  { code: 'MT', name: 'MT (manual)' },
  { code: '5MT', name: '5MT (5-speed manual)' },
  { code: '6MT', name: '6MT (6-speed manual)' },
  { code: 'SQ', name: 'SQ (sequential)' },
];
