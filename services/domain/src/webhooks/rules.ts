/** The webhook events a company can subscribe an endpoint to (issue #13 item 5). */
export const WEBHOOK_TOPICS = ['transactions.authorized', 'transactions.cleared', 'transactions.ready_to_sync', 'reimbursements.approved'] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

export const WEBHOOK_MESSAGES = {
  url: 'Enter a valid URL, such as https://example.com/webhooks.',
  https: 'The webhook URL must use https.',
  privateAddress: 'The webhook URL must point at a public address, not a private, loopback or link-local one.',
  eventTypes: 'Pick at least one event.',
  unknownEventType: 'Pick events from the list.',
  notFound: 'Webhook endpoint',
  deliveryNotFound: 'Webhook delivery',
  notFailed: 'Only a failed delivery can be resent.',
  tooMany: 'A company can have at most 20 webhook endpoints.',
} as const;

export const MAX_WEBHOOK_ENDPOINTS = 20;

const ipv4Parts = (host: string): number[] | null => {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
};

/** IPv4 ranges no webhook may reach in production: private, loopback, link-local, CGNAT, "this network", multicast and reserved. */
const isPrivateIpv4 = ([a, b]: number[]): boolean =>
  a === 0 || a === 10 || a === 127 || a! >= 224 || (a === 169 && b === 254) || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168) || (a === 100 && b! >= 64 && b! <= 127);

/**
 * True for an address a production webhook must not reach. Takes an IP literal (IPv4, or IPv6 with
 * or without brackets); IPv4-mapped IPv6 is judged as its IPv4 address.
 */
export const isPrivateAddress = (address: string): boolean => {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = ipv4Parts(ip);
  if (v4) return isPrivateIpv4(v4);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return isPrivateIpv4(ipv4Parts(mapped[1]!) ?? [0]);
  // The same in hex, as URL parsing writes it (::ffff:7f00:1).
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (mappedHex) {
    const [high, low] = [parseInt(mappedHex[1]!, 16), parseInt(mappedHex[2]!, 16)];
    return isPrivateIpv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  if (!ip.includes(':')) return false;
  // Unspecified, loopback, unique local (fc00::/7), link-local (fe80::/10), multicast (ff00::/8).
  return ip === '::' || ip === '::1' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip) || ip.startsWith('ff');
};

/** Names that only ever resolve inside a network. */
const isInternalName = (host: string): boolean => host === 'localhost' || /\.(localhost|local|internal|home\.arpa)$/.test(host);

/**
 * Why a webhook URL is refused, or null when it is fine. `strict` (production): https only, and no
 * private, loopback or link-local host; the delivery checks the resolved addresses again (DNS can change).
 * Otherwise (development, tests) http to any host is allowed, so a local receiver can be used.
 */
export const webhookUrlProblem = (text: string, strict: boolean): string | null => {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return WEBHOOK_MESSAGES.url;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.url;
  if (url.username || url.password || !url.hostname) return WEBHOOK_MESSAGES.url;
  if (!strict) return null;
  if (url.protocol !== 'https:') return WEBHOOK_MESSAGES.https;
  // A trailing dot names the same host (localhost. is localhost).
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  return isInternalName(host) || isPrivateAddress(host) ? WEBHOOK_MESSAGES.privateAddress : null;
};
