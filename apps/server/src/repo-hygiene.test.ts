import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: code, comments, tests and docs state a rule where it applies, or
 * point to docs/product.md and docs/architecture.md. They never cite the specification or design
 * documents the product was first described in, which nobody who clones the repository has: no
 * such document named in capitals, and no numbered section sign.
 *
 * The patterns are spelled in pieces so that this file trips neither its own check nor a grep.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECTION_SIGN = '\u00a7';
const DOCUMENT_NAMES = ['SP' + 'EC', 'DES' + 'IGN'];
const CITATIONS = [
  new RegExp(`\\b(?:${DOCUMENT_NAMES.join('|')})\\b`),
  new RegExp(`${SECTION_SIGN}\\s*\\d`),
];

/** Folders never searched when git cannot list the files (a copy without .git). */
const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'dist', 'data', '.test-results', 'coverage']);

/** Every file of the repository, tracked or new (not ignored), as paths relative to the root. */
function repositoryFiles(): string[] {
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return out.split('\0').filter(Boolean);
  } catch {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!SKIPPED_DIRS.has(entry.name)) walk(rel);
        } else if (entry.isFile()) {
          files.push(rel);
        }
      }
    };
    walk('');
    return files;
  }
}

/** The file's text, or null for a binary file (a NUL in its first 8 KB) or one that is gone. */
function textOf(file: string): string | null {
  try {
    const full = path.join(root, file);
    if (!statSync(full).isFile()) return null;
    const bytes = readFileSync(full);
    if (bytes.subarray(0, 8192).includes(0)) return null;
    return bytes.toString('utf8');
  } catch {
    return null;
  }
}

describe('repository hygiene', () => {
  it('cites no document outside the repository (state the rule, or point to docs/)', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const file of files) {
      const text = textOf(file);
      if (text === null) continue;
      text.split('\n').forEach((line, index) => {
        if (CITATIONS.some((pattern) => pattern.test(line))) {
          hits.push(`${file}:${index + 1}: ${line.trim().slice(0, 160)}`);
        }
      });
    }
    expect(hits, `Citations of documents outside the repository:\n${hits.join('\n')}`).toEqual([]);
  });
});
