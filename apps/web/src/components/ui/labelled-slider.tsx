import { useId } from 'react';
import { Label } from './label';
import { Slider } from './slider';

/** Keep a slider's value on its step despite floating-point noise (0.7000000001 → 0.7). */
function roundTo(value: number, step: number): number {
  const decimals = step < 1 ? (String(step).split('.')[1]?.length ?? 0) : 0;
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

/**
 * A slider with its label, its current value beside the label, and words for both ends.
 * `thumbLabel` names the thumb for assistive technology (e.g. 'Creativity (temperature)').
 */
export function LabelledSlider({
  label,
  thumbLabel,
  value,
  valueText,
  range,
  ends,
  onValueChange,
}: {
  label: string;
  thumbLabel: string;
  value: number;
  valueText: string;
  range: { min: number; max: number; step: number };
  ends: [string, string];
  onValueChange: (value: number) => void;
}) {
  const labelId = useId();
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <Label id={labelId}>{label}</Label>
        <span className="rounded-md bg-muted px-2 py-0.5 text-sm font-semibold tabular-nums">
          {valueText}
        </span>
      </div>
      <Slider
        min={range.min}
        max={range.max}
        step={range.step}
        value={[value]}
        onValueChange={([next]) => {
          if (next !== undefined) onValueChange(roundTo(next, range.step));
        }}
        thumbLabel={thumbLabel}
        thumbValueText={valueText}
      />
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{ends[0]}</span>
        <span>{ends[1]}</span>
      </div>
    </div>
  );
}
