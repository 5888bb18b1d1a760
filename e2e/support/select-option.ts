import { expect, type Locator } from '@playwright/test';

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

/**
 * Picks an option of a select that takes no typing, with the pointer, again until `picked` (the
 * pick where the user sees it) shows: for the same reason as above, a click can land while the
 * dropdown is still aligning and the pick is lost (seen with two browser tests at a time on this
 * machine). Each round opens the dropdown (or closes a stale one, and the next round opens it).
 */
export async function pickByPointer(combobox: Locator, option: Locator, picked: Locator): Promise<void> {
  await expect(async () => {
    await combobox.click();
    await option.first().click({ timeout: 2_000 });
    await expect(picked).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
