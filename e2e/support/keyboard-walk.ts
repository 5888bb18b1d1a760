import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/** How the focused control shows its focus: the outline and box shadow of its indicator element. */
interface FocusLook {
  outline: string;
  boxShadow: string;
  visible: boolean;
  describe: string;
}

/**
 * The element that shows the focus of the focused one, and how it looks. antd draws the focus of
 * a Select, a date picker or an affixed input on the wrapper around the inner <input>, not on the
 * input, and a checkbox's on the box beside its hidden input; everything else shows it on itself.
 */
function readFocusLook(element: Element): FocusLook {
  const TRANSPARENT = /rgba\([^)]*,\s*0\)|transparent/;
  const style = getComputedStyle(element);
  const outlineShown =
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !TRANSPARENT.test(style.outlineColor);
  // Every shadow layer fully transparent (antd's resting inputs) shows nothing.
  const shadowShown =
    style.boxShadow !== 'none' &&
    style.boxShadow.split(/,(?![^(]*\))/).some((layer) => !TRANSPARENT.test(layer) && !/ 0px 0px 0px 0px/.test(layer));
  const html = element.outerHTML;
  return {
    outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    boxShadow: style.boxShadow,
    visible: outlineShown || shadowShown,
    describe: html.slice(0, html.indexOf('>') + 1).slice(0, 160),
  };
}

const INDICATOR_WRAPPERS = '.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number';

/** The focused element's indicator element (itself, or antd's wrapper around an inner input). */
async function focusIndicator(page: Page): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle((wrappers) => {
    const active = document.activeElement;
    if (!active || active === document.body) throw new Error('nothing has the focus');
    // A checkbox's or radio's <input> is invisible: the box drawn after it shows the focus.
    if (active.matches('.ant-checkbox-input, .ant-radio-input')) return active.nextElementSibling ?? active;
    return active.closest(wrappers) ?? active;
  }, INDICATOR_WRAPPERS);
  const element = handle.asElement();
  if (!element) throw new Error('the focused element is not an element');
  return element;
}

/**
 * A walk through the suite with the keyboard alone. Every stop of the focus is checked: the
 * focused control shows a focus indicator (an outline or a box shadow that is seen), and the
 * control it left no longer shows the same one (so the indicator is the focus's, not a border
 * it always has).
 */
export class KeyboardWalk {
  private last: { indicator: ElementHandle<Element>; look: FocusLook } | null = null;
  private readonly started = Date.now();
  /** Every stop of the focus with the seconds since the walk began, to read after a failure. */
  readonly stops: string[] = [];

  constructor(private readonly page: Page) {}

  /** Presses `key` (Tab, Enter, ArrowDown, a letter…) and checks the focus where it lands. */
  async press(key: string, { check = true }: { check?: boolean } = {}): Promise<void> {
    await this.page.keyboard.press(key);
    if (!check) return;
    // Tab past the page's last control leaves the page for the browser's own controls (the next
    // Tab comes back to the page's first): nothing of the page is focused then, and none is owed.
    const leftThePage = /Tab$/.test(key) && (await this.page.evaluate(() => document.activeElement === document.body));
    if (leftThePage) {
      this.stops.push('(the browser)');
      this.last = null;
      return;
    }
    await this.expectVisibleFocus();
  }

  /** Types text into the focused field. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Tabs (forwards, or backwards with Shift+Tab) until `target` has the focus, checking each stop. */
  async tabTo(target: Locator, { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {}) {
    const isFocused = () =>
      target
        .evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 })
        .catch(() => false);
    if (await isFocused()) return;
    for (let step = 0; step < max; step += 1) {
      await this.press(backwards ? 'Shift+Tab' : 'Tab');
      if (await isFocused()) return;
    }
    throw new Error(
      `${String(target)} was not reached in ${max} presses of Tab:\n${this.stops.slice(-max).join('\n')}`,
    );
  }

  /**
   * Presses an arrow `key` until `target` has the focus (a menu's entries are one Tab stop, moved
   * in by arrows). Each press waits for the focus to move before the next, as a person's would: a
   * menu moves it after the key's render, and on a busy machine a key pressed before that was read
   * against the entry left behind (one CI run's walk stayed on an entry, then skipped two).
   */
  async arrowTo(target: Locator, key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight', max = 8): Promise<void> {
    const isFocused = () => target.evaluate((element) => element === document.activeElement).catch(() => false);
    for (let step = 0; step < max && !(await isFocused()); step += 1) {
      const left = await this.page.evaluateHandle(() => document.activeElement);
      await this.page.keyboard.press(key);
      await expect
        .poll(() => this.page.evaluate((element) => element !== document.activeElement, left), { timeout: 2_000 })
        .toBe(true)
        .catch(() => undefined);
      await left.dispose();
      await this.expectVisibleFocus();
    }
    await expect(target).toBeFocused();
  }

  /**
   * Picks the option titled `title` of the focused Select (found by the focus, as its name may
   * change with the language it sets): ArrowDown until its list is open (a press made while the
   * list is still closing from the last choice is lost), then ArrowDown until that option is the
   * active one (the list wraps around), then Enter.
   */
  async chooseOption(title: string, max = 8): Promise<void> {
    if (await this.page.evaluate(() => document.activeElement instanceof HTMLSelectElement)) {
      return this.chooseNativeOption(title, max);
    }
    const combobox = this.page.locator('[role=combobox]:focus');
    await expect(combobox).toHaveCount(1);
    await expect(async () => {
      if ((await combobox.getAttribute('aria-expanded')) !== 'true') await this.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    const active = this.page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active',
    );
    for (let step = 0; step < max && (await active.getAttribute('title', { timeout: 5_000 })) !== title; step += 1) {
      await this.press('ArrowDown');
    }
    await expect(active).toHaveAttribute('title', title);
    await this.press('Enter');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  }

  /**
   * Picks the option labelled `title` of the focused native <select> (the login page's language):
   * ArrowDown changes its choice without opening it, and the list wraps around by going back up.
   */
  private async chooseNativeOption(title: string, max: number): Promise<void> {
    const chosen = () =>
      this.page.evaluate(() => {
        const select = document.activeElement as HTMLSelectElement;
        return select.selectedOptions[0]?.label ?? '';
      });
    for (const key of ['ArrowDown', 'ArrowUp'] as const) {
      for (let step = 0; step < max && (await chosen()) !== title; step += 1) await this.press(key);
    }
    expect(await chosen()).toBe(title);
  }

  /** The focus is on something that shows it, and the control left before no longer shows it. */
  async expectVisibleFocus(): Promise<void> {
    let indicator: ElementHandle<Element> | null = null;
    let look: FocusLook | null = null;
    // antd eases the focus ring in (box-shadow transitions): poll until it has arrived.
    await expect
      .poll(
        async () => {
          indicator = await focusIndicator(this.page);
          look = await indicator.evaluate(readFocusLook);
          return look.visible;
        },
        { message: 'the focused element shows a focus indicator', timeout: 3_000 },
      )
      .toBe(true)
      .catch(async (error: unknown) => {
        throw new Error(`no visible focus on ${look?.describe ?? 'nothing'} (${look?.outline}; ${look?.boxShadow})`, {
          cause: error,
        });
      });
    if (!indicator || !look) throw new Error('no focused element');
    const now: { indicator: ElementHandle<Element>; look: FocusLook } = { indicator, look };
    this.stops.push(`${((Date.now() - this.started) / 1000).toFixed(1)}s ${now.look.describe}`);
    const previous = this.last;
    if (previous && !(await previous.indicator.evaluate((element, other) => element === other, now.indicator))) {
      await expect
        .poll(
          async () => {
            const still = await previous.indicator.evaluate(
              (element) => element.isConnected && element.getClientRects().length > 0,
            );
            if (!still) return 'gone';
            const left = await previous.indicator.evaluate(readFocusLook);
            return left.outline === previous.look.outline && left.boxShadow === previous.look.boxShadow
              ? `unchanged: ${left.outline}; ${left.boxShadow}`
              : 'changed';
          },
          { message: `${previous.look.describe} stops showing the focus once it has left`, timeout: 3_000 },
        )
        .toMatch(/^(gone|changed)$/);
    }
    this.last = now;
  }

  /** The focus is inside `container` (a dialog that has just opened, a menu). */
  async expectFocusInside(container: Locator): Promise<void> {
    await expect
      .poll(() => container.evaluate((element) => element.contains(document.activeElement)), {
        message: 'the focus moved into the dialog',
      })
      .toBe(true);
    // antd's Modal focuses its own panel (tabindex -1, not a Tab stop) so that Tab starts at its
    // first control; a ring is owed from that first control on.
    const onPanel = await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.tabIndex === -1);
    if (onPanel) this.last = null;
    else await this.expectVisibleFocus();
  }
}
