import type { Locator, Page } from '@playwright/test';

/**
 * Picks an option of an Ant Design select (its list opens in a popup outside the select): the one whose text is
 * exactly `option`, or that matches it when it is a pattern.
 */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  const text = typeof option === 'string' ? new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) : option;
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).click();
}
