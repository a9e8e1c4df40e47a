import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingText, waitForFile, type DownloadProgress } from './download-wait';

// A report url as the API answers it: 202 with its progress in the JSON body until the file is there
// (Retry-After 0, so the test waits on nothing but the requests).
const answers: { status: number; body: string }[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    const next = answers.shift() ?? { status: 404, body: '{"error":"Report not found."}' };
    res.writeHead(next.status, { 'content-type': next.status === 200 ? 'text/csv' : 'application/json', 'retry-after': '0' });
    res.end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql/downloads/r`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const generating = (progress?: DownloadProgress) => ({ status: 202, body: JSON.stringify({ status: 'generating', message: 'The report is still generating.', ...(progress && { progress }) }) });

describe('waitForFile', () => {
  it("tells each 202's progress, in order, then answers the file", async () => {
    answers.push(generating({ rowsWritten: 0, rowsTotal: 1200 }), generating({ rowsWritten: 500, rowsTotal: 1200 }), generating(), { status: 200, body: 'Time,Who\n' });
    const heard: DownloadProgress[] = [];
    const file = await waitForFile(() => fetch(url), (p) => heard.push(p));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('Time,Who\n');
    // The 202 without progress tells nothing.
    expect(heard).toEqual([{ rowsWritten: 0, rowsTotal: 1200 }, { rowsWritten: 500, rowsTotal: 1200 }]);
  });

  it('answers a ready file at once, and a refusal as it is, without progress', async () => {
    answers.push({ status: 200, body: 'a\n' });
    const heard: DownloadProgress[] = [];
    expect((await waitForFile(() => fetch(url), (p) => heard.push(p))).status).toBe(200);
    expect((await waitForFile(() => fetch(url), (p) => heard.push(p))).status).toBe(404);
    expect(heard).toEqual([]);
  });
});

describe('preparingText', () => {
  it('says the percent written, the rows when they were not counted, and never 100% before the file is there', () => {
    expect(preparingText('activity.csv', null)).toBe('Preparing activity.csv…');
    expect(preparingText('activity.csv', { rowsWritten: 500, rowsTotal: 1250 })).toBe('Preparing activity.csv… 40%');
    expect(preparingText('activity.csv', { rowsWritten: 1300, rowsTotal: 1250 })).toBe('Preparing activity.csv… 99%');
    expect(preparingText('activity.csv', { rowsWritten: 12000, rowsTotal: null })).toBe('Preparing activity.csv… 12,000 rows');
  });
});
