import type { WellbeingCheckIn } from '@facet/contracts';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const SERIES = [
  { key: 'mood', label: 'Mood', stroke: '#4338ca' },
  { key: 'energy', label: 'Energy', stroke: '#047857' },
  { key: 'stress', label: 'Stress', stroke: '#b91c1c' },
  { key: 'sleep', label: 'Sleep', stroke: '#b45309' },
] as const;

/**
 * Mood, energy, stress and sleep over time (uPlot, drawn on a canvas; it is loaded with this page
 * only). The same figures are in a table for screen readers.
 */
export function WellbeingChart({ checkIns }: { checkIns: WellbeingCheckIn[] }) {
  const box = useRef<HTMLDivElement>(null);
  const oldestFirst = useMemo(() => checkIns.toReversed(), [checkIns]);
  useEffect(() => {
    const element = box.current;
    if (!element || oldestFirst.length === 0) return;
    const data: uPlot.AlignedData = [
      oldestFirst.map((c) => Date.parse(c.createdAt) / 1000),
      ...SERIES.map((s) => oldestFirst.map((c) => c[s.key])),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: 240,
        // Time from three days before the first check-in to a day after the last (one point
        // alone would otherwise stretch the axis over years).
        scales: {
          x: {
            time: true,
            auto: false,
            range: [(data[0][0] ?? 0) - 3 * 86_400, (data[0].at(-1) ?? 0) + 86_400],
          },
          y: { range: [1, 5] },
        },
        axes: [{}, { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? t : '')) }],
        series: [
          {},
          ...SERIES.map((s) => ({
            label: s.label,
            stroke: s.stroke,
            width: 2,
            points: { show: true, size: 7 },
          })),
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: 240 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [oldestFirst]);
  if (checkIns.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Your trend appears here after your first check-in.
      </p>
    );
  return (
    <figure>
      <div
        ref={box}
        aria-hidden="true"
        data-testid="wellbeing-chart"
        data-points={checkIns.length}
      />
      <figcaption className="sr-only">
        <table>
          <caption>Your well-being check-ins, newest first (1 low to 5 high)</caption>
          <thead>
            <tr>
              <th>When</th>
              {SERIES.map((s) => (
                <th key={s.key}>{s.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {checkIns.map((c) => (
              <tr key={c.id}>
                <td>{new Date(c.createdAt).toLocaleString()}</td>
                {SERIES.map((s) => (
                  <td key={s.key}>{c[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
