import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an Ant Design select (its list opens in a popup outside the select): the one whose text is
 * exactly `option`, or that matches it when it is a pattern. The list's options can arrive while it is open and
 * a click during that re-render is lost, so the pick is repeated until the select shows the choice.
 */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  const text = typeof option === 'string' ? new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) : option;
  const field = select.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]');
  await expect(async () => {
    const list = page.locator('.ant-select-dropdown:visible');
    if ((await list.count()) === 0) await select.click();
    await list.locator('.ant-select-item-option').filter({ hasText: text }).click({ timeout: 5_000 });
    await expect(field).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
