import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, TEST_JWT_SECRET, uniqueEmail } from '../../test/harness.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('POST /api/auth/signup', () => {
  it('creates the account and answers a token and the user, never password material', async () => {
    const email = uniqueEmail('New.Person');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: `  ${email.toUpperCase()} `,
        password: 'secret-pass',
        firstName: ' Grace ',
        lastName: 'Hopper',
        linkedinUrl: 'https://www.linkedin.com/in/grace-hopper',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
      linkedinUrl: 'https://www.linkedin.com/in/grace-hopper',
      linkedinProfile: null,
    });
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'linkedinProfile',
        'linkedinUrl',
      ].sort(),
    );
    expect(res.body).not.toMatch(/argon2|password|sessionVersion/i);
  });

  it('refuses a second account for the same e-mail in any letter case (409)', async () => {
    const account = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: account.email.toUpperCase(),
        password: 'another-pass',
        firstName: 'A',
        lastName: 'B',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'An account with this email already exists. Try logging in instead.',
    );
  });

  it.each([
    [{ firstName: '' }, 'First name is required.'],
    [{ lastName: '   ' }, 'Last name is required.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ password: '12345' }, 'Password must be at least 6 characters long.'],
    [
      { linkedinUrl: 'linkedin profile' },
      'Please enter a valid URL, for example https://www.linkedin.com/in/your-name.',
    ],
    [
      { linkedinUrl: 'javascript:alert(1)' },
      'Please enter a valid URL, for example https://www.linkedin.com/in/your-name.',
    ],
  ])('answers 400 with a message a person can act on for %o', async (override, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: uniqueEmail(),
        password: 'secret-pass',
        firstName: 'A',
        lastName: 'B',
        ...override,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ message })]),
    );
  });

  it('names a missing field and treats an empty LinkedIn URL as not given', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { password: 'secret-pass', firstName: 'A', lastName: 'B' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Email is required.');

    const account = await signUp(app, { linkedinUrl: '' });
    expect(account.user).toMatchObject({ linkedinUrl: null });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'bad_request',
    });
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the e-mail in any letter case and gives a working token', async () => {
    const account = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(account.user.id);
    expect((await me(res.json().token)).json().user.email).toBe(account.email);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const account = await signUp(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'not-the-password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'whatever-pass' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid email or password.', code: 'unauthorized' });
    }
  });

  it('requires both fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Password is required.');
  });
});

describe('GET /api/auth/me', () => {
  it('answers the acting user', async () => {
    const account = await signUp(app);
    const res = await me(account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: account.user.id, email: account.email });
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please log in to continue.', code: 'unauthorized' });
  });

  it('refuses forged, foreign, unsigned and expired tokens', async () => {
    const account = await signUp(app);
    const foreignKey = new TextEncoder().encode('some-other-secret-that-is-long-enough-too');
    const ownKey = new TextEncoder().encode(TEST_JWT_SECRET);
    // The account's own session id: only the signature, algorithm or expiry is wrong below.
    const sid = JSON.parse(Buffer.from(account.token.split('.')[1] ?? '', 'base64url').toString())
      .sid as string;
    const claims = { sid };
    const base = () =>
      new SignJWT(claims)
        .setSubject(account.user.id)
        .setIssuer('facet')
        .setAudience('facet-web')
        .setIssuedAt();
    const foreign = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(foreignKey);
    const expired = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(ownKey);
    const wrongAlg = await base()
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1h')
      .sign(ownKey);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: account.user.id,
        sid,
        iss: 'facet',
        aud: 'facet-web',
        exp: 9_999_999_999,
      }),
    ).toString('base64url');
    const unsigned = `${header}.${payload}.`;
    const tampered = `${account.token.slice(0, -4)}AAAA`;

    for (const token of [foreign, expired, wrongAlg, unsigned, tampered, 'garbage']) {
      const res = await me(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().error).toBe('Your session has expired. Please log in again.');
    }
  });
});

describe('PATCH /api/auth/profile', () => {
  it('updates names and e-mail and answers the user', async () => {
    const account = await signUp(app);
    const email = uniqueEmail('renamed');
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(account.token),
      payload: {
        firstName: 'Augusta',
        lastName: 'King',
        email: email.toUpperCase(),
        currentPassword: account.password,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: account.user.id,
      firstName: 'Augusta',
      lastName: 'King',
      email,
    });
    expect((await me(account.token)).json().user.email).toBe(email);
  });

  it("refuses another account's e-mail in any case (409) and validates fields (400)", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const taken = await app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(a.token),
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: b.email.toUpperCase(),
        currentPassword: a.password,
      },
    });
    expect(taken.statusCode).toBe(409);
    // The member is signed in already: the answer names another address, not logging in.
    expect(taken.json().error).toBe(
      'Another account already uses this email. Choose a different address.',
    );
    const blank = await app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(a.token),
      payload: { firstName: ' ', lastName: 'B', email: a.email },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('First name is required.');
    expect((await me(b.token)).json().user.email).toBe(b.email);
  });

  it('an e-mail change needs the current password, so it is no free "is this address taken?" check', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const profile = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: bearer(a.token),
        payload: { firstName: 'A', lastName: 'B', ...payload },
      });
    // Taken or free, without the password the answer is the same and names the missing field.
    for (const email of [b.email, uniqueEmail('free')]) {
      for (const currentPassword of [undefined, '']) {
        const res = await profile({ email, currentPassword });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'Enter your current password to change your e-mail address.',
          code: 'bad_request',
          details: [
            {
              path: 'currentPassword',
              message: 'Enter your current password to change your e-mail address.',
            },
          ],
        });
        const wrong = await profile({ email, currentPassword: 'not-my-password' });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().error).toBe('Your current password is incorrect.');
      }
    }
    expect((await me(a.token)).json().user.email).toBe(a.email);
    // Names alone change without it.
    const renamed = await profile({ firstName: 'Ann', email: a.email });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user.firstName).toBe('Ann');
  });

  it('requires a session', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      payload: { firstName: 'A', lastName: 'B', email: uniqueEmail() },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/auth/password', () => {
  const change = (token: string, payload: Record<string, string>) =>
    app.inject({ method: 'PATCH', url: '/api/auth/password', headers: bearer(token), payload });

  it.each([
    [
      { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
      'Current password is required.',
    ],
    [
      { currentPassword: 'x', newPassword: 'abcdefg', confirmPassword: 'abcdefh' },
      'New passwords do not match.',
    ],
    [
      { currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' },
      'New password must be at least 6 characters long.',
    ],
  ])('validates %o', async (payload, message) => {
    const account = await signUp(app);
    const res = await change(account.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('refuses a wrong current password', async () => {
    const account = await signUp(app);
    const res = await change(account.token, {
      currentPassword: 'wrong-password',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Your current password is incorrect.');
  });

  it('changes the password, ends every other session and keeps the caller signed in', async () => {
    const account = await signUp(app);
    const otherDevice = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      })
    ).json().token as string;

    const res = await change(account.token, {
      currentPassword: account.password,
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect(res.body).not.toMatch(/brand-new-pass|argon2/);

    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);

    const oldLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'brand-new-pass' },
    });
    expect(newLogin.statusCode).toBe(200);
  });
});
