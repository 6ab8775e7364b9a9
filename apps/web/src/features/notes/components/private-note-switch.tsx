import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** The 'Private note' switch with a sentence saying who can see the note. */
export function PrivateNoteSwitch({
  checked,
  onCheckedChange,
  hint,
  disabled = false,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint: string;
  disabled?: boolean;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id} className="flex items-center gap-1.5">
          <Lock className="size-3.5" aria-hidden="true" />
          Private note
        </Label>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
