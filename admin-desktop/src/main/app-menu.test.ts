import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { appMenuTemplate, type AppMenuOptions } from './app-menu';

function menu(overrides: Partial<AppMenuOptions> = {}) {
  const clicked: string[] = [];
  const template = appMenuTemplate({
    platform: 'linux',
    appName: 'Valuta Casa Torino',
    isPackaged: true,
    onChangeServer: () => clicked.push('change-server'),
    onOpenSite: () => clicked.push('open-site'),
    onAbout: () => clicked.push('about'),
    ...overrides,
  });
  return { template, clicked };
}

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

function click(template: MenuItemConstructorOptions[], id: string) {
  const item = items(template).find((entry) => entry.id === id)!;
  (item.click as () => void)();
}

describe('the application menu', () => {
  it('changes the server from File, and opens the public site from Aiuto', () => {
    const { template, clicked } = menu();
    expect(template.map((item) => item.label)).toEqual(['File', 'Modifica', 'Visualizza', 'Finestra', 'Aiuto']);
    const file = template[0]!.submenu as MenuItemConstructorOptions[];
    expect(file[0]).toMatchObject({ label: 'Cambia server…', accelerator: 'CmdOrCtrl+,' });
    click(template, 'change-server');
    click(template, 'open-site');
    click(template, 'about');
    expect(clicked).toEqual(['change-server', 'open-site', 'about']);
  });

  it('follows macOS: the app menu first, with the server change and About there', () => {
    const { template } = menu({ platform: 'darwin' });
    expect(template[0]!.label).toBe('Valuta Casa Torino');
    const appMenu = (template[0]!.submenu as MenuItemConstructorOptions[]).map((item) => item.label ?? item.type);
    expect(appMenu).toContain('Cambia server…');
    expect(appMenu).toContain('Informazioni su Valuta Casa Torino');
    expect(items(template).filter((item) => item.id === 'change-server')).toHaveLength(1);
  });

  it('gives copy and paste their commands, and developer tools only to a development build', () => {
    const roles = (template: MenuItemConstructorOptions[]) =>
      items(template)
        .map((item) => item.role)
        .filter(Boolean);
    expect(roles(menu().template)).toEqual(expect.arrayContaining(['copy', 'paste', 'cut', 'selectAll', 'undo', 'redo']));
    expect(roles(menu().template)).not.toContain('toggleDevTools');
    expect(roles(menu({ isPackaged: false }).template)).toContain('toggleDevTools');
  });
});
