import { DISPLAY_NAME_MAX_LENGTH } from '@facet/contracts';
import { UserRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isValidUsername } from '../lib/username';

/**
 * Name prompt: a modal that stays open until a name is stored, prefilled with the member's first
 * name. The trimmed name needs at least 2 characters (submit is disabled below that); the field
 * allows at most 50.
 */
export function NamePromptDialog({
  open,
  onSave,
  initialName = '',
}: {
  open: boolean;
  onSave: (name: string) => void;
  /** The member's first name, offered as the default. */
  initialName?: string;
}) {
  const [name, setName] = useState(initialName.slice(0, DISPLAY_NAME_MAX_LENGTH));
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const valid = isValidUsername(name);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) return;
    onSave(name.trim());
  };

  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="max-w-md"
      >
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <span
              aria-hidden="true"
              className="mb-2 flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary"
            >
              <UserRound className="size-5" />
            </span>
            <DialogTitle>What should your coach call you?</DialogTitle>
            <DialogDescription>
              Your name personalises your conversations. It is stored on this device only.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Your name</Label>
            <Input
              id={inputId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              autoComplete="given-name"
              aria-describedby={hintId}
              autoFocus
            />
            <p id={hintId} className="text-sm text-muted-foreground">
              2 to 50 characters.
            </p>
          </div>
          <Button type="submit" disabled={!valid}>
            Continue
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
