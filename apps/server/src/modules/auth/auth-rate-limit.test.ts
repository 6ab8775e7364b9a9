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
  it('locks an account after 5 failures with 429 and Retry-After, then lets it in after the window', async () => {
    const clock = new ManualClock();
    app = await createTestApp({ clock });
    const account = await signUp(app);
    for (let i = 0; i < 5; i++) {
      // Failures from different addresses still count against the one account.
      expect((await login(app, account.email, 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(
        401,
      );
    }
    const locked = await login(app, account.email, account.password, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error).toMatch(
      /^Too many failed attempts\. Please wait \d+ minutes? and try again\.$/,
    );

    clock.advance(15 * 60 * 1000 + 1);
    expect((await login(app, account.email, account.password, '10.1.0.99')).statusCode).toBe(200);
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
