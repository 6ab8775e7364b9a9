// Sums the JSON reports of every Vitest run of `npm test` into one plain closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

const dir = path.join(root, '.test-results');
let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];
const flaky = [];
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  parts.push(`${file.replace(/\.json$/, '')} ${report.numPassedTests}`);
  // A test that passed with failure messages passed on a retry (the browser suite allows one).
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'passed' && test.failureMessages?.length) flaky.push(test.fullName);
    }
  }
}
console.log(`\nBy suite (passed): ${parts.join(', ')}`);
for (const name of flaky) console.log(`Passed only on a retry (flaky): ${name}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exit(1);
