// Time to the dashboard's cards in the built app, signed in, in the system Chromium: from the
// start of navigation to the first journey card on screen, and to the coach count (which needs
// GET /api/agents). Each run uses a fresh browser context (cold HTTP cache), then navigates once
// more in the same context (warm cache). Runs on 127.0.0.1 as is, then again with 40 ms of added
// round-trip latency, where every request made one after another costs a round trip more.
import { chromium } from 'playwright-core';
import { startServer } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installed before any page script: notes when the cards and the coach count first show. */
function watchForCards() {
  const marks = {};
  window.__dashboardMarks = marks;
  const check = () => {
    if (!marks.cards && document.querySelector('[data-testid="journey-step-1"]')) {
      marks.cards = performance.now();
    }
    if (!marks.agents && document.querySelector('[data-testid="agent-count"]')) {
      marks.agents = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function visit(page, base) {
  await page.goto(`${base}/`);
  await page.waitForSelector('[data-testid="agent-count"]', { timeout: 30_000 });
  return page.evaluate(() => window.__dashboardMarks);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: FLAGS,
  headless: true,
});
try {
  const token = await server.signup();
  for (const latencyMs of [0, 40]) {
    const results = { cold: { cards: [], agents: [] }, warm: { cards: [], agents: [] } };
    for (let run = 0; run < RUNS + 1; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((value) => {
        window.localStorage.setItem('auth_token', value);
      }, token);
      await context.addInitScript(watchForCards);
      const page = await context.newPage();
      if (latencyMs > 0) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: latencyMs,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      }
      const cold = await visit(page, server.base);
      const warm = await visit(page, server.base);
      await context.close();
      if (run === 0) continue; // the first run warms the server and the disk cache
      for (const [kind, marks] of [
        ['cold', cold],
        ['warm', warm],
      ]) {
        results[kind].cards.push(marks.cards);
        results[kind].agents.push(marks.agents);
      }
    }
    const label = latencyMs === 0 ? '127.0.0.1' : `+${latencyMs} ms round trip`;
    for (const kind of ['cold', 'warm']) {
      console.log(
        `dashboard (${label}, ${kind} cache, median of ${RUNS}): cards ${median(results[kind].cards).toFixed(0)} ms, coach count ${median(results[kind].agents).toFixed(0)} ms after navigation`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
