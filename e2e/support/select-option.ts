import type { Locator } from '@playwright/test';

/**
 * Picks an option of a searchable select by typing its name and pressing Enter (the first option
 * that matches is the active one). Not a pointer click on the option: on a slow machine the
 * dropdown can still be aligning when the click lands, and a click that falls on a modal's mask
 * closes the dialog with the pick lost. The caller checks the pick where the user sees it.
 */
export async function pickByTyping(combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await combobox.fill(option);
  await combobox.press('Enter');
}
