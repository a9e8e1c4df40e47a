import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { SecondFactors } from './second-factor';

const at = (seconds: number) => () => seconds * 1000;
const codeAt = (secret: string, seconds: number) => new TOTP({ secret }).generate({ timestamp: seconds * 1000 });

describe('second factors', () => {
  it('become the account\'s only once a first code from the app confirms them; a bad code keeps nothing', async () => {
    const factors = new SecondFactors(at(1_000_000));
    const enrolment = await factors.begin('Pat@Example.test');
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Spend:pat%40example\.test\?issuer=Spend&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg /);
    // Asking again (a reload of the page) keeps the key the person may already have scanned.
    expect((await factors.begin('pat@example.test')).secret).toBe(enrolment.secret);

    const good = codeAt(enrolment.secret, 1_000_000);
    expect(factors.confirm('pat@example.test', String((Number(good) + 1) % 1_000_000).padStart(6, '0'))).toBeUndefined();
    expect(factors.confirm('pat@example.test', 'not a code')).toBeUndefined();
    expect(factors.has('pat@example.test')).toBe(false);

    const recovery = factors.confirm('pat@example.test', codeAt(enrolment.secret, 1_000_000));
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(factors.has('pat@example.test')).toBe(true);
  });

  it('accept the code of now or one step either side, each once; a wrong or reused code is refused', () => {
    let now = 2_000_000;
    const factors = new SecondFactors(() => now * 1000);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    factors.enrol('al@x.test', secret);
    expect(factors.verify('al@x.test', codeAt(secret, now - 90))).toBe('wrong');
    expect(factors.verify('al@x.test', codeAt(secret, now))).toBe('ok');
    expect(factors.verify('al@x.test', codeAt(secret, now))).toBe('reused');
    // An earlier step's code, still inside the drift window, is a replay once a later one was used.
    expect(factors.verify('al@x.test', codeAt(secret, now - 30))).toBe('reused');
    now += 30;
    expect(factors.verify('al@x.test', codeAt(secret, now))).toBe('ok');
    expect(factors.verify('nobody@x.test', codeAt(secret, now))).toBe('wrong');
  });

  it('lock the account for 15 minutes after five wrong codes in a row, even against the right one', () => {
    let now = 4_000_000;
    const factors = new SecondFactors(() => now * 1000);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    factors.enrol('al@x.test', secret);
    const wrong = String((Number(codeAt(secret, now)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) expect(factors.verify('al@x.test', wrong)).toBe('wrong');
    // A right code in between starts the count again.
    expect(factors.verify('al@x.test', codeAt(secret, now))).toBe('ok');
    for (let i = 0; i < 5; i++) expect(factors.verify('al@x.test', 'not a code')).toBe('wrong');
    now += 30;
    expect(factors.verify('al@x.test', codeAt(secret, now))).toBe('locked');
    now += 15 * 60;
    expect(factors.verify('al@x.test', codeAt(secret, now))).toBe('ok');
  });

  it('take each recovery code once, in any spelling of case and dash, and keep only their hashes', async () => {
    const factors = new SecondFactors(at(3_000_000));
    const { secret } = await factors.begin('al@x.test');
    const [first, second] = factors.confirm('al@x.test', codeAt(secret, 3_000_000))!;
    expect(first).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);
    expect(JSON.stringify([...(factors as unknown as { factors: Map<string, unknown> }).factors.values()])).not.toContain(first!.replace('-', ''));
    expect(factors.verify('al@x.test', first!)).toBe('ok');
    expect(factors.verify('al@x.test', first!)).toBe('wrong');
    expect(factors.verify('al@x.test', second!.replace('-', '').toUpperCase())).toBe('ok');
  });
});
