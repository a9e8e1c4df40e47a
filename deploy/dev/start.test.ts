// What `npm start` prints about Temporal is what deploy/dev/temporal.sh starts: its gRPC address, and a
// web UI's address only when the development server runs one (it runs headless).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('npm start\'s Temporal line', () => {
  const banner = /^ {2}Temporal +(.+)$/m.exec(read('deploy/dev/start.sh'))?.[1] ?? '';
  const server = /server start-dev ([^\n]+)/.exec(read('deploy/dev/temporal.sh'))?.[1] ?? '';

  it('names the address the development server listens on', () => {
    const [, ip, port] = /--ip (\S+) --port (\d+)/.exec(server) ?? [];
    expect(banner.startsWith(`${ip}:${port} `)).toBe(true);
  });

  it('gives a web UI address only when the server serves one', () => {
    const headless = server.includes('--headless');
    expect(/https?:\/\//.test(banner)).toBe(!headless);
    if (!headless) expect(banner).toContain(`:${/--ui-port (\d+)/.exec(server)?.[1]}`);
  });
});
