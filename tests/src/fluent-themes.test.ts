import fs from 'node:fs';
import path from 'node:path';
import { createLightTheme } from '@fluentui/tokens';
import { referenceTheme } from '../../build/theme-templates';
import { brandRamp } from '../../src/app/theme/brand-ramp';
import { fluentTheme, loadTheme, themeLoaded } from '../../src/app/theme/fluent-themes';

const COMPANIES_DIR = path.join(import.meta.dirname, '../../config/companies');
const brandColours = fs
  .readdirSync(COMPANIES_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => (JSON.parse(fs.readFileSync(path.join(COMPANIES_DIR, file), 'utf8')) as { theme: { brand: string } }).theme.brand);

describe('Fluent themes from the build’s data', () => {
  it('cover both shipped brands and a colour of no brand', () => {
    expect(brandColours).toEqual(expect.arrayContaining(['#0f6cbd', '#c2410c']));
  });

  it.each([...brandColours, '#3a7d44'])('are Fluent’s own light and dark themes of %s', async (colour) => {
    const ramp = brandRamp(colour);
    expect(fluentTheme('light', colour)).toEqual(createLightTheme(ramp));

    await loadTheme('dark');
    expect(themeLoaded('dark')).toBe(true);
    expect(fluentTheme('dark', colour)).toEqual(referenceTheme('dark', ramp));
  });
});
