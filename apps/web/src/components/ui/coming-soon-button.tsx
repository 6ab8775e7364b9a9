import { Button } from './button';

/** The disabled 'Coming Soon' button of a card whose feature is not there yet. */
export function ComingSoonButton({ describedBy }: { describedBy: string }) {
  return (
    <Button variant="secondary" className="w-full" disabled aria-describedby={describedBy}>
      Coming Soon
    </Button>
  );
}
