import { cn } from '@/lib/utils';
import { EMOJI_ART } from './emoji-art';

/**
 * An emoji drawn as SVG (the same on every machine), named by the emoji character itself for
 * assistive technology. An emoji without a drawing falls back to the font's glyph.
 */
export function Emoji({ char, className }: { char: string; className?: string }) {
  const art = EMOJI_ART[char];
  if (!art) {
    return (
      <span role="img" aria-label={char} className={className}>
        {char}
      </span>
    );
  }
  return (
    <svg
      viewBox="0 0 36 36"
      role="img"
      aria-label={char}
      data-emoji={char}
      className={cn('inline-block size-[1.2em] shrink-0', className)}
    >
      {art}
    </svg>
  );
}
