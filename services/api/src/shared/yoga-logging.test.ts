import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { yogaLogging } from './yoga-logging';

const PAN = '4895370012345678';

/** A real pino logger at debug level whose lines are kept. */
const capture = () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => { lines.push(chunk.toString()); done(); } });
  return { lines, logging: yogaLogging(pino({ level: 'debug' }, stream)) };
};

describe("yoga's log lines", () => {
  it('keep messages and errors, and never the parameters or results yoga hands along (a revealed card number)', () => {
    const { lines, logging } = capture();
    logging.debug('Processing GraphQL Parameters', { query: 'query { cardSecrets { pan cvv2 } }', variables: { pan: PAN } });
    logging.debug('Processing GraphQL Parameters done.', { data: { cardSecrets: { pan: PAN, cvv2: '123' } } });
    logging.error(new Error('database unreachable'));
    const text = lines.join('');
    expect(text).toContain('Processing GraphQL Parameters');
    expect(text).toContain('database unreachable');
    expect(text).toContain('"omitted":1');
    expect(text).not.toContain(PAN);
    expect(text).not.toContain('"123"');
  });
});
