import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A single-thumb slider. Name it with `thumbLabel` (aria-label) or `thumbLabelledBy`. */
export function Slider({
  className,
  thumbLabel,
  thumbLabelledBy,
  thumbValueText,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & {
  thumbLabel?: string;
  thumbLabelledBy?: string;
  /** Human text for the current value (aria-valuetext). */
  thumbValueText?: string;
}) {
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-60',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary-hover">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        aria-labelledby={thumbLabelledBy}
        aria-valuetext={thumbValueText}
        className="block size-5 cursor-grab rounded-full border-2 border-primary bg-card shadow transition-shadow hover:ring-4 hover:ring-primary/15 focus-visible:ring-4 focus-visible:ring-ring/40 focus-visible:outline-none"
      />
    </SliderPrimitive.Root>
  );
}
