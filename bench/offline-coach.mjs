// The offline coach and the safety check, on the built server code. Prints, per message size, the
// median time of the crisis check (on the server's thread) and of one offline turn (reply and
// suggestions, normally in a worker thread), plus the turn's round trip through a worker pool.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/build-state.mjs';

const dist = (p) => pathToFileURL(`${root}/apps/server/dist/${p}`).href;
const { assessCrisis } = await import(dist('ai/safety/detect.js'));
const { offlineTurn } = await import(dist('ai/offline-coach/turn-job.js'));
const { WorkerPool } = await import(dist('lib/worker-pool.js'));
const { AGENT_CATALOGUE } = await import(dist('db/seed/agents-catalogue.js'));

const CV = `Jordan Lee
Senior Data Analyst

EXPERIENCE
Senior Data Analyst, Northwind Retail (2019 – Present)
- Responsible for weekly sales reporting for the commercial team.
- Built a demand-forecasting model in Python that cut stock-outs by 18% across 120 stores.
- Worked on various dashboards.
Data Analyst, Contoso Bank (2015 – 2019)
- Helped with the migration of reporting to Tableau.
- Automated the monthly risk pack with SQL, saving 2 days of manual work each month.

SKILLS
SQL, Python, Tableau`;

const agent = (id) => {
  const a = AGENT_CATALOGUE.find((x) => x.id === id);
  return { id, name: a.name, category: a.category, persona: a.persona, questions: a.questions };
};
const input = (agentId, content, attachments = []) => ({
  agent: agent(agentId),
  settings: { model: 'gpt-4o', temperature: 0.7, maxTokens: 1000, systemPrompt: null },
  history: [],
  message: { content, attachments },
  user: { firstName: 'Alex', displayName: 'Sam', context: {} },
  safety: { crisis: null, careful: null },
});

const filler = 'I have been working long hours and my manager keeps adding projects to my plate. ';
const cases = [
  [
    'stress message (80 chars)',
    15,
    "I've been working 60-hour weeks and I can't switch off at night.",
    [],
  ],
  [
    'weakest bullets of an attached CV',
    1,
    'Which are the three weakest bullets in my CV?',
    [{ kind: 'text', name: 'cv.txt', mediaType: 'text/plain', text: CV, truncated: false }],
  ],
  ['20,000-character message', 15, filler.repeat(250).slice(0, 20_000), []],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const RUNS = 15;
const pool = new WorkerPool({ name: 'bench-coach', size: 1, maxHeapMb: 256, timeoutMs: 30_000 });
await pool.run(
  { module: new URL(dist('ai/offline-coach/turn-job.js')), fn: 'offlineTurn' },
  input(15, 'warm up'),
);
for (const [label, agentId, text, attachments] of cases) {
  const crisis = [];
  const turn = [];
  const pooled = [];
  for (let i = 0; i < RUNS; i++) {
    const content = `${text} (${i})`;
    let t = performance.now();
    assessCrisis(content);
    crisis.push(performance.now() - t);
    t = performance.now();
    offlineTurn(input(agentId, content, attachments));
    turn.push(performance.now() - t);
    t = performance.now();
    await pool.run(
      { module: new URL(dist('ai/offline-coach/turn-job.js')), fn: 'offlineTurn' },
      input(agentId, content, attachments),
    );
    pooled.push(performance.now() - t);
  }
  console.log(
    `${label.padEnd(36)} crisis check ${median(crisis).toFixed(1)} ms · turn ${median(turn).toFixed(1)} ms · turn via worker ${median(pooled).toFixed(1)} ms (median of ${RUNS})`,
  );
}
await pool.close();
