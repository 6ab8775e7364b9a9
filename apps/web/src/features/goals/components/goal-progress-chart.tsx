import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useGoalCheckIns } from '../api/journey-api';
import { checkInStreak } from '../lib/streak';

/**
 * A goal's progress (0–100 %) at each weekly check-in, over time (uPlot on a canvas). This file is
 * its own chunk, loaded only when a goal with check-ins is shown, so uPlot never weighs on the
 * landing page. The same figures are in a table for screen readers.
 */
export default function GoalProgressChart({ goalId, title }: { goalId: string; title: string }) {
  const { data } = useGoalCheckIns(goalId);
  const box = useRef<HTMLDivElement>(null);
  // The list comes newest first; the chart reads left to right.
  const oldestFirst = useMemo(() => (data?.checkIns ?? []).toReversed(), [data]);
  useEffect(() => {
    const element = box.current;
    if (!element || oldestFirst.length === 0) return;
    const points: uPlot.AlignedData = [
      oldestFirst.map((c) => Date.parse(c.createdAt) / 1000),
      oldestFirst.map((c) => c.progress),
    ];
    const height = 160;
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: false },
        scales: {
          // From three days before the first check-in to a day after the last, so one point
          // alone does not stretch the axis over years.
          x: {
            time: true,
            auto: false,
            range: [(points[0][0] ?? 0) - 3 * 86_400, (points[0].at(-1) ?? 0) + 86_400],
          },
          y: { range: [0, 100] },
        },
        axes: [{}, { values: (_u, ticks) => ticks.map((t) => `${t}%`) }],
        series: [
          {},
          { label: 'Progress', stroke: '#4338ca', width: 2, points: { show: true, size: 7 } },
        ],
      },
      points,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [oldestFirst]);
  if (oldestFirst.length === 0) return null;
  const streak = checkInStreak(oldestFirst.map((c) => c.createdAt));
  return (
    <figure className="mt-3">
      <p className="mb-1 text-xs text-muted-foreground" data-testid="check-in-streak">
        {streak > 0
          ? `Checked in ${streak} ${streak === 1 ? 'week' : 'weeks'} in a row`
          : 'No check-in last week or this week: the streak starts again with the next one'}
      </p>
      <div
        ref={box}
        aria-hidden="true"
        data-testid="goal-progress-chart"
        data-points={oldestFirst.length}
      />
      <figcaption className="sr-only">
        <table>
          <caption>Progress of “{title}” at each check-in, newest first</caption>
          <thead>
            <tr>
              <th>When</th>
              <th>Progress</th>
            </tr>
          </thead>
          <tbody>
            {(data?.checkIns ?? []).map((c) => (
              <tr key={c.id}>
                <td>{new Date(c.createdAt).toLocaleString()}</td>
                <td>{c.progress}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
