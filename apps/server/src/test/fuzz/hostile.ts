import fc from 'fast-check';

/** Values a careless or hostile client sends where text, numbers or ids are expected. */

const controlChars = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\ud800',
  '\udfff',
  '\udc00\ud800',
];

/** Unicode that is valid but often mishandled: joiners, direction overrides, non-characters… */
const unicodeEdges = [
  '👩🏽‍💻',
  '🏳️‍🌈',
  'e\u0301\u0302\u0303',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d',
  '\ufeff',
  '\uffff',
  '\ufffe',
  '\u2028\u2029',
  '\u00a0\u3000',
  '𝕳𝖊𝖑𝖑𝖔',
  'ﷺ',
  '日本語テキスト',
  'Zalgo: Ź̸̧̛̖̩̫̣̀̓a̶͚͙͆l̷̡̛g̷̗̓o̸̹͌',
];

/** Strings: control characters anywhere, unicode edge cases, SQL and path tricks, huge lengths. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(...controlChars),
        fc.string({ maxLength: 20 }),
      )
      .map(([a, c, b]) => `${a}${c}${b}`),
    weight: 2,
  },
  // NUL on its own: the one character PostgreSQL refuses outright.
  { arbitrary: fc.string({ maxLength: 20 }).map((a) => `${a}\u0000`), weight: 2 },
  fc.constantFrom(...unicodeEdges),
  fc.constantFrom(
    '',
    ' ',
    '   \t\n  ',
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    '..\\..\\windows\\win.ini',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, sent as is.
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    '{{7*7}}',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'NaN',
    '-0',
    '1e400',
  ),
  fc.integer({ min: 1, max: 4 }).map((n) => 'x'.repeat(10 ** (n + 1) + 1)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Numbers out of every range: huge, negative, fractional, beyond 32 and 53 bits. */
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    0.1 + 0.2,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Anything JSON can carry, wrong for most fields: objects, arrays, null, booleans, odd strings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 4 }),
  // Deep nesting.
  fc.integer({ min: 50, max: 500 }).map((depth) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  }),
);

/** A path segment a client might put where an id goes (already URL-encoded, or raw on purpose). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((s) => s.length < 3000).map(encodeLoose),
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f%2e%2e%2f',
    '%00',
    'a%00b',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AE%C0%AE',
    '%ff%fe',
    '%ED%A0%80',
    'null',
    '0',
    '-1',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
    '1 OR 1=1',
    "'",
    '"',
    ';',
    '%20',
    '~',
  ),
  fc.integer({ min: 129, max: 20_000 }).map((n) => 'a'.repeat(n)),
);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * encodeURIComponent for any string: a lone surrogate (which it refuses) is written as the bytes a
 * careless encoder would produce for it, which are not valid UTF-8.
 */
export function encodeLoose(text: string): string {
  return text.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');
}

/** A query string with random and hostile keys and values (including repeated keys). */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('agentId', 'type', '__proto__', 'constructor', 'a[b]', 'a[]', ''),
          fc.string({ maxLength: 10 }),
        ),
        fc.oneof(hostileSegment, fc.integer().map(String), fc.constantFrom('cv', 'psychometric')),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encodeLoose(k)}=${v}`).join('&')),
  fc.constantFrom('=', '&&&', '?', '%', 'agentId', 'agentId=1&agentId=2', 'type=cv&type=x'),
);
