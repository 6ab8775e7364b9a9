import { pathToFileURL } from 'node:url';
import { evaluateOcr } from './ocr-eval.js';
import type { Engine } from './profile-eval.js';
import { evaluate, formatEvaluation } from './profile-eval.js';
import { evaluateReal, formatReal } from './real-profile-eval.js';

/**
 * `npm run eval:profile [-- --verbose]`: the offline profile engine on the labelled corpus, with
 * precision and recall per dimension; then the real documents of ../shared/ when present (automatic
 * checks on every statement, hand-labelled precision and recall: real-profile-eval.ts). `--ocr`
 * also reads the realdocs images and scans (minutes of OCR); `--ocr-render` measures OCR on the
 * realdocs PDFs rendered to images at run time (ocr-eval.ts); `--real-only` skips the corpus. `PROFILE_ENGINE=path/to/module.ts` evaluates another module
 * exporting `buildOfflineProfile` (e.g. an older engine kept aside, for a before/after figure).
 */
const verbose = process.argv.includes('--verbose');
const modulePath = process.env.PROFILE_ENGINE;
const engine: Engine = modulePath
  ? (await import(pathToFileURL(modulePath).href)).buildOfflineProfile
  : (await import('../ai/profile/engine.js')).buildOfflineProfile;
if (!process.argv.includes('--real-only')) {
  console.log(formatEvaluation(await evaluate(engine), verbose));
}
// `--part dev` prints the development figures only: while tuning, the held-out part is not looked at.
const partArg = process.argv[process.argv.indexOf('--part') + 1];
const parts = process.argv.includes('--part') && partArg === 'dev' ? (['dev'] as const) : undefined;
console.log(formatReal(await evaluateReal(engine), verbose, parts));
if (process.argv.includes('--ocr-render')) console.log(await evaluateOcr(engine));
