import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress, webhookUrlProblem } from '@spend/domain';

export interface PostOutcome { statusCode: number | null; durationMs: number; error: string | null; retryAfterMs: number | null }

/**
 * A DNS lookup that refuses a name resolving to any private, loopback or link-local address. It is
 * the lookup of the very connection that sends the webhook, so a name that changes its answer
 * between the check and the connect (DNS rebinding) cannot slip through.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || addresses.length === 0) return callback(Object.assign(new Error(`${hostname} resolves to a private address (${refused?.address ?? 'none'}).`), { code: 'EPRIVATEADDRESS' }), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

const retryAfterMs = (response: IncomingMessage): number | null => {
  const value = Number(response.headers['retry-after']);
  return Number.isFinite(value) && value >= 0 ? Math.min(value, 3600) * 1000 : null;
};

/**
 * POSTs one webhook and tells how it went; never throws. `strict` (production) checks the URL and
 * every address its host resolves to. Redirects are not followed (a redirect could lead inside).
 */
export const postWebhook = (input: { url: string; headers: Record<string, string>; body: string; timeoutMs: number; strict: boolean }): Promise<PostOutcome> => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = webhookUrlProblem(input.url, input.strict);
  if (problem) return Promise.resolve({ statusCode: null, durationMs: 0, error: problem, retryAfterMs: null });
  const url = new URL(input.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'spend-webhooks/1', 'content-length': Buffer.byteLength(input.body), ...input.headers },
      ...(input.strict && { lookup: publicOnlyLookup }),
      timeout: input.timeoutMs,
    }, (response) => {
      // Only the status matters; the body is read (and dropped) so the socket is released.
      response.resume();
      response.on('end', () => resolve({ statusCode: response.statusCode ?? null, durationMs: elapsed(), error: null, retryAfterMs: retryAfterMs(response) }));
      response.on('error', (error) => resolve({ statusCode: response.statusCode ?? null, durationMs: elapsed(), error: error.message, retryAfterMs: null }));
    });
    request.on('timeout', () => request.destroy(new Error(`No answer within ${input.timeoutMs} ms.`)));
    request.on('error', (error) => resolve({ statusCode: null, durationMs: elapsed(), error: error.message, retryAfterMs: null }));
    request.end(input.body);
  });
};
