import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { lastSeenContactStore, openSettingsStore } from './settings-store';
import { temporaryFolder } from './test-support';

let folder: Awaited<ReturnType<typeof temporaryFolder>>;
let file: string;

beforeEach(async () => {
  folder = await temporaryFolder();
  file = path.join(folder.path, 'settings.json');
});
afterEach(() => folder.remove());

describe('the settings file', () => {
  it('starts empty (the first-run page) and keeps what is saved', async () => {
    const settings = await openSettingsStore(file);
    expect(settings.get()).toEqual({ serverUrl: null, lastSeenContactIds: {} });
    await settings.update((current) => ({ ...current, serverUrl: 'https://agenzia.example.it' }));
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ serverUrl: 'https://agenzia.example.it', lastSeenContactIds: {} });
    expect((await openSettingsStore(file)).get().serverUrl).toBe('https://agenzia.example.it');
  });

  it('falls back to the defaults for a damaged file or a field that is not what it should be', async () => {
    await writeFile(file, '{ broken');
    expect((await openSettingsStore(file)).get()).toEqual({ serverUrl: null, lastSeenContactIds: {} });
    await writeFile(file, JSON.stringify({ serverUrl: 'javascript:alert(1)', lastSeenContactIds: { x: -1 } }));
    expect((await openSettingsStore(file)).get()).toEqual({ serverUrl: null, lastSeenContactIds: {} });
    await writeFile(file, JSON.stringify({ serverUrl: 'https://agenzia.example.it/admin', lastSeenContactIds: [] }));
    expect((await openSettingsStore(file)).get().serverUrl).toBeNull();
  });

  it('drops a plain http server address that is not this computer, as older releases accepted', async () => {
    await writeFile(file, JSON.stringify({ serverUrl: 'http://192.168.1.20:3000', lastSeenContactIds: {} }));
    expect((await openSettingsStore(file)).get().serverUrl).toBeNull();
    await writeFile(file, JSON.stringify({ serverUrl: 'http://localhost:3000', lastSeenContactIds: {} }));
    expect((await openSettingsStore(file)).get().serverUrl).toBe('http://localhost:3000');
  });

  it('refuses to save a value outside the schema', async () => {
    const settings = await openSettingsStore(file);
    await expect(settings.update((current) => ({ ...current, lastSeenContactIds: { a: 1.5 } }))).rejects.toThrow(ZodError);
  });

  it('remembers the newest announced lead per server', async () => {
    const settings = await openSettingsStore(file);
    const lastSeen = lastSeenContactStore(settings);
    expect(lastSeen.get()).toBeNull();
    await lastSeen.set(7); // no server yet: nothing to remember it for
    expect(settings.get().lastSeenContactIds).toEqual({});
    await settings.update((current) => ({ ...current, serverUrl: 'https://uno.example.it' }));
    await lastSeen.set(12);
    await settings.update((current) => ({ ...current, serverUrl: 'https://due.example.it' }));
    expect(lastSeen.get()).toBeNull();
    await lastSeen.set(3);
    expect((await openSettingsStore(file)).get().lastSeenContactIds).toEqual({ 'https://uno.example.it': 12, 'https://due.example.it': 3 });
  });
});
