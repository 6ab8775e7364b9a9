import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { bearer, createTestApp, signUp, uniqueEmail } from '../../test/harness.js';

class ManualClock implements Clock {
  constructor(private time = Date.now()) {}
  now() {
    return this.time;
  }
  advance(ms: number) {
    this.time += ms;
  }
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

const login = (a: FastifyInstance, email: string, password: string, remoteAddress = '10.0.0.1') =>
  a.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('login and signup rate limits', () => {
  it('an attacker with 50 wrong passwords from one address does not keep the owner out from another', async () => {
    const clock = new ManualClock();
    // Slowed attempts wait at most 1 ms here, so the test does not sit through real delays.
    app = await createTestApp({ clock, authLimits: { accountDelayMaxMs: 1 } });
    const account = await signUp(app);
    const attacker = '203.0.113.9';
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) {
      answers.push((await login(app, account.email, `wrong-${i}`, attacker)).statusCode);
    }
    // The attacker's own address is stopped after five failures, with 429 and Retry-After...
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429]));
    const locked = await login(app, account.email, account.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error).toMatch(
      /^Too many failed attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // ...while the owner, from their own address, logs in with the right password.
    expect((await login(app, account.email, account.password, '198.51.100.20')).statusCode).toBe(
      200,
    );
    // The attacker's address gets in again only after the window.
    clock.advance(15 * 60 * 1000 + 1);
    expect((await login(app, account.email, account.password, attacker)).statusCode).toBe(200);
  });

  it('an account attacked from many addresses is slowed, never locked: the owner still gets in', async () => {
    app = await createTestApp({ authLimits: { accountDelayMaxMs: 1 } });
    const account = await signUp(app);
    // 25 addresses, 4 wrong passwords each: 100 failures on the account, no address locked.
    for (let i = 0; i < 100; i++) {
      const res = await login(app, account.email, `wrong-${i}`, `10.50.${i % 25}.1`);
      expect(res.statusCode).toBe(401);
    }
    expect((await login(app, account.email, account.password, '10.60.0.1')).statusCode).toBe(200);
  });

  it('password spraying from one address is stopped across accounts', async () => {
    app = await createTestApp();
    const accounts = await Promise.all([1, 2, 3, 4, 5].map(() => signUp(app!)));
    const sprayer = '192.0.2.66';
    const answers: number[] = [];
    // One or two common passwords against many accounts: 20 failures, then the address is refused.
    for (let i = 0; i < 30; i++) {
      const email = i < accounts.length ? accounts[i]!.email : uniqueEmail();
      answers.push((await login(app, email, 'Summer2026!', sprayer)).statusCode);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(20);
    expect(answers.slice(20)).toEqual(Array(10).fill(429));
    // The accounts themselves are not locked for their owners.
    expect(
      (await login(app, accounts[0]!.email, accounts[0]!.password, '10.7.0.1')).statusCode,
    ).toBe(200);
  });

  it('a success resets the account counter', async () => {
    app = await createTestApp();
    const account = await signUp(app);
    for (let i = 0; i < 4; i++) await login(app, account.email, 'wrong-password');
    expect((await login(app, account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(app, account.email, 'wrong-password');
    expect((await login(app, account.email, account.password)).statusCode).toBe(200);
  });

  it('limits failures per IP across many accounts', async () => {
    app = await createTestApp({ authLimits: { ipFailures: 3 } });
    for (let i = 0; i < 3; i++) {
      expect((await login(app, uniqueEmail(), 'whatever-pass', '10.2.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(app, uniqueEmail(), 'whatever-pass', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login(app, uniqueEmail(), 'whatever-pass', '10.2.0.2')).statusCode).toBe(401);
  });

  it('counts duplicate-address signups as failures per IP', async () => {
    app = await createTestApp({ authLimits: { ipFailures: 2 } });
    const account = await signUp(app);
    const again = () =>
      app!.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '10.3.0.1',
        payload: { email: account.email, password: 'secret-pass', firstName: 'A', lastName: 'B' },
      });
    expect((await again()).statusCode).toBe(409);
    expect((await again()).statusCode).toBe(409);
    expect((await again()).statusCode).toBe(429);
  });

  it('caps login attempts per IP per window, successful or not', async () => {
    app = await createTestApp({ authLimits: { attemptsPerWindow: 2 } });
    const account = await signUp(app, {});
    expect((await login(app, account.email, account.password, '10.4.0.1')).statusCode).toBe(200);
    expect((await login(app, account.email, account.password, '10.4.0.1')).statusCode).toBe(200);
    const res = await login(app, account.email, account.password, '10.4.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('limits guesses of the current password on a stolen session', async () => {
    app = await createTestApp();
    const account = await signUp(app);
    const guess = () =>
      app!.inject({
        method: 'PATCH',
        url: '/api/auth/password',
        headers: bearer(account.token),
        payload: {
          currentPassword: 'guess-guess',
          newPassword: 'new-password',
          confirmPassword: 'new-password',
        },
      });
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
  });
});
