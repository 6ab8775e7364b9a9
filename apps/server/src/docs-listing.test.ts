import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './config.js';
import { createTestApp } from './test/harness.js';

/**
 * The docs that list things stay complete: every route the app registers is in docs/product.md
 * "API at a glance" (its path, in full, on a line naming its method), every variable config.ts
 * reads is in the configuration tables of README.md and docs/architecture.md, and every decision
 * record is in the index at the end of docs/architecture.md.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The text of a Markdown section: from its heading to the next heading of its level or above. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex(
    (line) => /^#+ /.test(line) && line.replace(/^#+ /, '') === heading,
  );
  if (start < 0) throw new Error(`no section "${heading}"`);
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1;
  const end = lines.findIndex(
    (line, i) => i > start && /^#+ /.test(line) && (/^#+/.exec(line)?.[0].length ?? 0) <= level,
  );
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('the docs list every route, variable and decision record', () => {
  const routes = new Set<string>();
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const app = await createTestApp({
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          if (!route.url.startsWith('/api/') && route.url !== '/metrics') continue;
          routes.add(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
        }
      },
    });
    close = () => app.close();
  });
  afterAll(() => close?.());

  it('every registered route is in "API at a glance"', () => {
    const glance = section(read('docs/product.md'), 'API at a glance').split('\n');
    expect(routes.size).toBeGreaterThan(20);
    const missing = [...routes].filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      // The path in full, as a whole (not the start of a longer one), on a line naming the method
      // (alone, or in a group such as GET/POST).
      const pathPattern = new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/{])`);
      const methodPattern = new RegExp(`(^|[\\s\`/])${method}([\\s\`/]|$)`);
      // A documented `…/*` covers the files under it (the API reference's assets).
      const underWildcard = (line: string) =>
        [...line.matchAll(/`(?:[A-Z]+ )?(\/[^`\s]*)\/\*`/g)].some((m) =>
          url.startsWith(`${m[1]}/`),
        );
      return !glance.some(
        (line) => (pathPattern.test(line) || underWildcard(line)) && methodPattern.test(line),
      );
    });
    expect(missing).toEqual([]);
  });

  it('every variable config.ts reads is in both configuration tables', () => {
    const readme = section(read('README.md'), 'Configuration');
    const architecture = section(read('docs/architecture.md'), 'Configuration');
    const listed = (text: string, name: string) => new RegExp(`\`${name}\``).test(text);
    expect(ENV_VARIABLES.length).toBeGreaterThan(20);
    expect(ENV_VARIABLES.filter((name) => !listed(readme, name))).toEqual([]);
    expect(ENV_VARIABLES.filter((name) => !listed(architecture, name))).toEqual([]);
  });

  it('every decision record is in the index, and every index entry is a record', () => {
    const records = readdirSync(path.join(root, 'docs/decisions')).filter(
      (file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith('000-'),
    );
    const index = section(read('docs/architecture.md'), 'Decision records');
    const indexed = [...index.matchAll(/\]\(decisions\/(\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(records.filter((file) => !indexed.includes(file))).toEqual([]);
    expect(
      indexed.filter((file) => file !== '000-template.md' && !records.includes(file ?? '')),
    ).toEqual([]);
  });
});
