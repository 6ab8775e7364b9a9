import { afterEach } from 'vitest';
import { openPages, screenshot } from './browser.js';

// CI keeps only the log: when a browser test fails, print where each open page was and what it
// showed, and keep a screenshot for local runs.
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  let index = 0;
  for (const page of openPages) {
    index += 1;
    try {
      const text = await page.evaluate(
        // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, not hidden text
        () => document.body.innerText.replace(/\s+/g, ' '),
      );
      console.error(`[failed test] page ${index}: ${page.url()}\n  shows: ${text.slice(0, 1500)}`);
      await screenshot(
        page,
        `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}-${index}`,
      );
    } catch (error) {
      console.error(`[failed test] page ${index}: could not be read (${String(error)})`);
    }
  }
});
