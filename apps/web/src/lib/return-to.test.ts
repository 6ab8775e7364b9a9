import { describe, expect, it } from 'vitest';
import { authHref, safeReturnPath } from './return-to';

describe('the return path after signing in', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeReturnPath('/chat/session_a1?agent=3')).toBe('/chat/session_a1?agent=3');
    expect(safeReturnPath('/self-assessment')).toBe('/self-assessment');
    expect(safeReturnPath('/notes/shared#top')).toBe('/notes/shared#top');
  });

  it('refuses another origin in every spelling, the sign-in page and nothing at all', () => {
    for (const value of [
      'https://evil.example/chat',
      '//evil.example/chat',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      '/chat\n/x',
      'chat/x',
      '/auth',
      '/auth?next=/chat',
      '/',
      '',
      null,
      undefined,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('builds the sign-in address that returns to the page', () => {
    expect(authHref('/chat/s1?agent=3')).toBe('/auth?next=%2Fchat%2Fs1%3Fagent%3D3');
    expect(authHref('/')).toBe('/auth');
    expect(authHref('//evil.example')).toBe('/auth');
  });
});
