// The build npm start, the browser tests and the web benchmarks serve is React's production build,
// whoever asks for it first: under vitest (NODE_ENV=test) it once came out as the development build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionBuild } from './production-build';

describe('the production build of the web app', () => {
  it("holds React's production code, none of its development checks", async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const assets = join(await productionBuild(), 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const development = scripts.filter((name) => /jsxDEV|recordLegacyContextWarning/.test(readFileSync(join(assets, name), 'utf8')));
    expect(development).toEqual([]);
  });
});
