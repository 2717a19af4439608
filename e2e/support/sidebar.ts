import type { Page } from '@playwright/test';

/** The back office's sidebar, on a desk (on a phone it is in the drawer 'Apri il menu' opens). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menu principale' });

/** A page's link in the sidebar, by its label; a count of things to do may follow it ('Da fare, 3 da fare'). */
export const sidebarLink = (page: Page, label: string) => sidebar(page).getByRole('link', { name: new RegExp(`^${label}(,|$)`) });
