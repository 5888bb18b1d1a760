import { theme } from 'antd';
import { suiteTheme, type SuiteThemeMode } from './suite-theme';

type Rgb = [number, number, number];

function parseColour(colour: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex?.[1]) {
    const value = hex[1];
    return { rgb: [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16)) as Rgb, alpha: 1 };
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgba?.[1]) throw new Error(`unreadable colour ${colour}`);
  const [r = 0, g = 0, b = 0, alpha = 1] = rgba[1].split(',').map(Number);
  return { rgb: [r, g, b], alpha };
}

/** The colour as seen over an opaque background. */
function over(colour: string, background: Rgb): Rgb {
  const { rgb, alpha } = parseColour(colour);
  return rgb.map((channel, index) => channel * alpha + (background[index] ?? 0) * (1 - alpha)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT_TOKENS = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorLink',
  'colorPrimaryText',
  'colorInfoText',
  'colorErrorText',
  'colorSuccessText',
  'colorWarningText',
] as const;

describe.each<SuiteThemeMode>(['light', 'dark'])('the suite theme in %s mode', (mode) => {
  const token = theme.getDesignToken(suiteTheme(mode));
  const black: Rgb = [0, 0, 0];
  const backgrounds = {
    container: over(token.colorBgContainer, black),
    layout: over(token.colorBgLayout, black),
    elevated: over(token.colorBgElevated, black),
  };

  it.each(TEXT_TOKENS)('%s reads at 4.5:1 or more on containers, the layout and popups', (name) => {
    const lowest = Math.min(
      ...Object.values(backgrounds).map((background) => contrast(over(token[name], background), background)),
    );
    expect(lowest).toBeGreaterThanOrEqual(4.5);
  });

  it("reads at 4.5:1 or more in the pickers' other-month days and a table's empty text", () => {
    const components = suiteTheme(mode).components ?? {};
    const greys = [components.DatePicker?.colorTextDisabled, components.Table?.colorTextDisabled];
    for (const grey of greys) {
      expect(grey).toBeDefined();
      const background = backgrounds.elevated;
      expect(contrast(over(grey ?? '', background), background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the text of primary and danger buttons at 4.5:1 or more on their fill', () => {
    const button = suiteTheme(mode).components?.Button ?? {};
    const white = '#ffffff';
    const pairs: [string, string][] = [
      [button.primaryColor ?? white, token.colorPrimary],
      [button.primaryColor ?? white, token.colorPrimaryHover],
      [button.dangerColor ?? white, token.colorError],
    ];
    const lowest = Math.min(
      ...pairs.map(([text, fill]) => {
        const background = over(fill, backgrounds.container);
        return contrast(over(text, background), background);
      }),
    );
    expect(lowest).toBeGreaterThanOrEqual(4.5);
  });
});

describe.each<SuiteThemeMode>(['light', 'dark'])('the suite theme in %s mode for reduced motion', (mode) => {
  it("turns antd's motion off and keeps every colour", () => {
    const moving = theme.getDesignToken(suiteTheme(mode));
    const still = theme.getDesignToken(suiteTheme(mode, { reducedMotion: true }));
    expect(moving.motionDurationMid).not.toBe('0s');
    expect([still.motion, still.motionDurationFast, still.motionDurationMid, still.motionDurationSlow]).toEqual([
      false,
      '0s',
      '0s',
      '0s',
    ]);
    for (const name of TEXT_TOKENS) expect(still[name]).toBe(moving[name]);
    expect(suiteTheme(mode, { reducedMotion: true }).components).toBe(suiteTheme(mode).components);
  });

  it('is the same object on every call, so antd does not recompute its tokens on each render', () => {
    expect(suiteTheme(mode, { reducedMotion: true })).toBe(suiteTheme(mode, { reducedMotion: true }));
  });
});
