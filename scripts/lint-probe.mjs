import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs the real linter, with the repository's biome.json, on probe files laid out like the
 * repository (in a temporary folder), and answers the paths the import boundary rule
 * (noRestrictedImports) refused. The import-boundaries tests of the web and the server use it.
 */
export function createLintProbe() {
  const probe = mkdtempSync(path.join(tmpdir(), 'facet-boundaries-'));
  return {
    refused(files) {
      copyFileSync(path.join(root, 'biome.json'), path.join(probe, 'biome.json'));
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(probe, file)), { recursive: true });
        writeFileSync(path.join(probe, file), text);
      }
      let output;
      try {
        output = execFileSync(
          path.join(root, 'node_modules/.bin/biome'),
          ['lint', '--vcs-enabled=false', '--reporter=json', ...Object.keys(files)],
          { cwd: probe, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
        );
      } catch (error) {
        output = String(error.stdout ?? '');
      }
      return JSON.parse(output)
        .diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports')
        .map((d) => d.location.path)
        .sort();
    },
    remove() {
      rmSync(probe, { recursive: true, force: true });
    },
  };
}

/** A probe file that imports `specifier`. */
export const importing = (specifier) =>
  `import { value } from '${specifier}';\n\nexport const x = value;\n`;
