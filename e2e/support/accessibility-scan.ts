import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the level the suite promises its customers. */
const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type ThemeMode = 'light' | 'dark';
const THEMES: readonly ThemeMode[] = ['light', 'dark'];

/**
 * The rules of those tags whose outcome a theme can change: the dark theme changes colours only
 * (antd's tokens and the charts' palette; the theme button's name is the one other change). The
 * light theme is scanned with every rule, the dark one with these: its other rules would see the
 * same page, and they were half the matrix's axe time (65 s of 136 s over both workers).
 */
const THEME_DEPENDENT_RULES = ['color-contrast', 'link-in-text-block'];

/** One scanned state in one theme: each violated rule with the number of elements it flags. */
export interface ScanResult {
  state: string;
  theme: ThemeMode;
  rules: Record<string, number>;
  /** How long axe took, to see what the matrix costs the test command. */
  ms: number;
}

/** A rule's count with a few of the elements it flags, to find them without rerunning. */
interface Violation {
  rule: string;
  count: number;
  examples: string[];
}

/** Every scan of the run, for the summary printed after the file (the issue's before/after table). */
export const scanLog: ScanResult[] = [];

/**
 * Lets what the page is doing finish: requests, spinners, and antd's colour and motion
 * transitions (a contrast measured mid-fade is a false alarm).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active').filter({ visible: true })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(
    page.locator(
      '.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter, .ant-slide-up-appear, .ant-slide-up-enter',
    ),
  ).toHaveCount(0);
  // Colour transitions (a theme switch, a menu entry turning selected) and finite animations (a
  // notice fading in, such as the API's busy notice on a loaded machine) must end before
  // measuring; a spinner's endless one never does, nor one driven by scrolling (a table's
  // sideways fade), which runs for as long as its box can scroll.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (!(animation.timeline instanceof DocumentTimeline)) return true;
      const finite =
        animation instanceof CSSTransition ||
        (animation instanceof CSSAnimation && animation.effect?.getTiming().iterations !== Infinity);
      return !finite || animation.playState !== 'running';
    }),
  );
  await page.waitForTimeout(200);
}

const EXAMPLES = 4;

/** A frame axe's in-page run cannot enter: another origin than the page's (about: frames inherit it). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .some(
      (frame) =>
        frame !== page.mainFrame() && !frame.url().startsWith('about:') && new URL(frame.url()).origin !== origin,
    );
}

/**
 * axe's run in the page itself (`setLegacyMode`) where it reaches every frame: the default mode
 * runs each frame apart and merges the results in a new blank page, twice the time per scan
 * (1.64 s against 0.80 s, mean of the matrix's 150 scans, with identical results on every one).
 */
async function scan(page: Page, theme: ThemeMode): Promise<Violation[]> {
  const axe = new AxeBuilder({ page });
  const results = await (theme === 'light' ? axe.withTags(WCAG_21_AA_TAGS) : axe.withRules(THEME_DEPENDENT_RULES))
    .setLegacyMode(!hasCrossOriginFrame(page))
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    count: violation.nodes.length,
    examples: violation.nodes.slice(0, EXAMPLES).map((node) => {
      const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
      return `${node.target.join(' ')} «${node.html.slice(0, 100)}» ${summary.slice(0, 160)}`;
    }),
  }));
}

function describe(rules: Record<string, number>): string[] {
  return Object.entries(rules).map(([rule, count]) => `${rule} ×${count}`);
}

/**
 * Scans the page as it stands in the light and the dark theme (the suite follows the system's
 * colour scheme until the user picks one), and fails softly on any violation so one run lists
 * every state's violations. The page is left in the light theme.
 */
export async function expectAccessibleInBothThemes(page: Page, state: string): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await settle(page);
    const started = Date.now();
    const violations = await scan(page, theme);
    const ms = Date.now() - started;
    scanLog.push({ state, theme, ms, rules: Object.fromEntries(violations.map((v) => [v.rule, v.count])) });
    const found = violations.map((v) => [`${v.rule} ×${v.count}`, ...v.examples.map((e) => `  ${e}`)].join('\n'));
    expect.soft(found, `axe violations (WCAG 2.1 A/AA) on ${state}, ${theme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The per-state, per-theme counts of the run, one line each, as the issue's note asks. */
export function formatScanLog(log: readonly ScanResult[]): string {
  const lines = log.map((result) => {
    const total = Object.values(result.rules).reduce((sum, count) => sum + count, 0);
    const rules = describe(result.rules).join(', ');
    return `${String(total).padStart(4)}  ${result.state} [${result.theme}, ${result.ms} ms]${rules ? `: ${rules}` : ''}`;
  });
  const ms = (theme: ThemeMode) =>
    log.filter((result) => result.theme === theme).reduce((sum, result) => sum + result.ms, 0);
  const time = `axe's time in this worker: light ${ms('light')} ms, dark ${ms('dark')} ms, ${log.length} scans`;
  return ['axe WCAG 2.1 A/AA violations (elements) per state:', ...lines, time].join('\n');
}
