import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// electron-builder's own loader and schema check: what `electron-builder --config electron-builder.yml` runs first.
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const buildDir = path.join(root, 'admin-desktop', 'build');
const PNG_SIGNATURE = '89504e470d0a1a0a';

function pngSize(png: Buffer): number[] {
  expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('the packaging configuration', () => {
  it('is accepted by electron-builder and builds the three systems’ installers', async () => {
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    await validateConfiguration(config, { isEnabled: false, add: () => {} } as never);
    const appPackage = JSON.parse(await readFile(path.join(root, 'admin-desktop', 'package.json'), 'utf8')) as Record<string, unknown>;

    expect(config.appId).toBe('it.valutacasatorino.admin');
    expect(config.productName).toBe(appPackage.productName);
    expect(config.directories).toMatchObject({ app: 'admin-desktop', buildResources: 'admin-desktop/build' });
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
    // The bundles carry everything; no node_modules goes into the app.
    expect(config.files).toEqual([{ filter: ['out/**/*', 'package.json', '!node_modules/**/*'] }]);
    expect(config.electronFuses).toMatchObject({ runAsNode: false, onlyLoadAppFromAsar: true, grantFileProtocolExtraPrivileges: false });
    // The sandboxed preload must stay CommonJS (toolchain G6).
    expect(appPackage.type).toBeUndefined();
    expect(appPackage.main).toBe('out/main/index.js');
  });

  it('points at real icons: Linux sizes, a Windows .ico and a macOS .icns', async () => {
    const linuxIcons = (await readdir(path.join(buildDir, 'icons'))).sort();
    expect(linuxIcons).toEqual(['1024x1024.png', '128x128.png', '16x16.png', '256x256.png', '32x32.png', '48x48.png', '512x512.png', '64x64.png']);
    for (const name of linuxIcons) {
      const size = Number(name.split('x')[0]);
      expect(pngSize(await readFile(path.join(buildDir, 'icons', name))), name).toEqual([size, size]);
    }

    const ico = await readFile(path.join(buildDir, 'icon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const entries = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
      const at = 6 + index * 16;
      return { size: ico.readUInt8(at) || 256, length: ico.readUInt32LE(at + 8), offset: ico.readUInt32LE(at + 12) };
    });
    expect(entries.map((entry) => entry.size)).toEqual([16, 24, 32, 48, 64, 128, 256]);
    const small = entries[0]!;
    const bitmap = ico.subarray(small.offset, small.offset + small.length);
    expect([bitmap.readUInt32LE(0), bitmap.readInt32LE(4), bitmap.readInt32LE(8), bitmap.readUInt16LE(14)]).toEqual([40, 16, 32, 32]);
    const alphaAt = (x: number, y: number) => bitmap[40 + ((15 - y) * 16 + x) * 4 + 3];
    expect(alphaAt(0, 0)).toBe(0); // the rounded corner is transparent
    expect(alphaAt(8, 8)).toBe(255); // the house is opaque
    const large = entries[6]!;
    expect(pngSize(ico.subarray(large.offset, large.offset + large.length))).toEqual([256, 256]);

    const icns = await readFile(path.join(buildDir, 'icon.icns'));
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const types: string[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      types.push(icns.subarray(at, at + 4).toString('ascii'));
      expect(icns.subarray(at + 8, at + 16).toString('hex')).toBe(PNG_SIGNATURE);
    }
    expect(types).toEqual(expect.arrayContaining(['icp4', 'icp5', 'ic07', 'ic08', 'ic09', 'ic10']));
    expect(await readFile(path.join(buildDir, 'icon.svg'), 'utf8')).toContain('<svg');
  });
});
