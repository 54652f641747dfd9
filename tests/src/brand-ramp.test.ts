import { brandRamp } from '../../src/app/theme/brand-ramp';

const luminance = (hex: string) => [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);

describe('brand ramp', () => {
  it('spreads the company colour over Fluent’s 16 shades, dark to light, with the colour itself at 80', () => {
    const ramp = brandRamp('#0f6cbd');
    const shades = Object.keys(ramp).map(Number);

    expect(shades).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160]);
    expect(ramp[80]).toBe('#0f6cbd');
    const values = shades.map((shade) => luminance(ramp[shade as keyof typeof ramp]));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(ramp[10]).not.toBe('#000000');
    expect(ramp[160]).not.toBe('#ffffff');
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => brandRamp('blue')).toThrow("Brand colour must be #rrggbb, got 'blue'");
  });
});
