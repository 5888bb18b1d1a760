import type { ThemeConfig } from 'antd';
// By its own path, not the shared `antd`: a host draws its login page with this theme before it
// loads antd whole (issue 16). Same module as antd's own `theme` export.
import theme from 'antd/es/theme';

export type SuiteThemeMode = 'light' | 'dark';

/**
 * The suite's colours, in one place for every view (WCAG 2.1 AA, 1.4.3: text 4.5:1 against the
 * backgrounds antd puts it on). antd's defaults fall short: its blue `#1677ff` is 4.1:1 on white,
 * its tertiary/description grey 3.4:1, its red 3.3:1, and in dark mode its blue as text 3.6:1.
 * Seeds are given where the algorithm should derive the whole palette from them; text tokens
 * where one colour cannot serve both as a fill under white text and as text on the page.
 */
const LIGHT: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#0958d9',
    // Hover darkens instead of lightening: antd's lighter step would put white text under 4.5:1.
    colorPrimaryHover: '#003eb3',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorWarning: '#8f5600',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  },
  components: {
    // Days of the neighbouring months and a table's empty text are drawn in the disabled grey,
    // though neither is disabled: they must be read (a disabled day keeps its grey background).
    DatePicker: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
    // A select's (and an autocomplete's) placeholder is text on the page, not an input's
    // ::placeholder: it must be read at 4.5:1 too.
    Select: { colorTextPlaceholder: 'rgba(0, 0, 0, 0.62)' },
  },
};

/** Dark mode's blue for text: the fill blue stays darker so white text on buttons keeps 5.2:1. */
const DARK_TEXT_BLUE = '#69b1ff';
const DARK_READABLE_GREY = 'rgba(255, 255, 255, 0.6)';

const DARK: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimaryHover: '#1554ad',
    colorLink: DARK_TEXT_BLUE,
    colorPrimaryText: DARK_TEXT_BLUE,
    colorInfoText: DARK_TEXT_BLUE,
    // A lighter red reads as text on the dark page; solid danger buttons then take dark text.
    colorError: '#ff7875',
    colorTextTertiary: DARK_READABLE_GREY,
    colorTextDescription: DARK_READABLE_GREY,
  },
  components: {
    Button: { dangerColor: '#000000' },
    Menu: { itemSelectedColor: DARK_TEXT_BLUE },
    Tabs: { itemSelectedColor: DARK_TEXT_BLUE, itemActiveColor: DARK_TEXT_BLUE, itemHoverColor: DARK_TEXT_BLUE },
    DatePicker: { colorTextDisabled: DARK_READABLE_GREY },
    Table: { colorTextDisabled: DARK_READABLE_GREY },
    Select: { colorTextPlaceholder: DARK_READABLE_GREY },
  },
};

/**
 * Without antd's motion: menus, pickers and dialogs appear and go at once, and transitions take no
 * time (WCAG 2.1, 2.3.3). For people whose system asks for less motion.
 */
function still(config: ThemeConfig): ThemeConfig {
  return { ...config, token: { ...config.token, motion: false } };
}

// Built once: a new theme object on each render would make antd recompute its tokens.
const STILL = { light: still(LIGHT), dark: still(DARK) };

export interface SuiteThemeOptions {
  /** The system asks for reduced motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean;
}

/** The antd theme of the suite in `mode`, for the shell's ConfigProvider and the hosts standing in for it. */
export function suiteTheme(mode: SuiteThemeMode, { reducedMotion = false }: SuiteThemeOptions = {}): ThemeConfig {
  if (reducedMotion) return STILL[mode];
  return mode === 'dark' ? DARK : LIGHT;
}
