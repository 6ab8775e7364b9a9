import { StickyNote, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { NotesPanel } from './notes-panel';

export interface ConversationNotesProps {
  sessionId: string;
  /** False until the conversation exists. */
  enabled: boolean;
  /** The conversation could not be opened. */
  unavailable?: boolean;
}

/** The chat's right side panel (w-80) holding Notes, on large screens. */
export function NotesSidePanel({ sessionId, enabled, unavailable }: ConversationNotesProps) {
  return (
    <aside
      aria-labelledby="notes-panel-heading"
      className="chat-side-panel hidden w-80 shrink-0 flex-col overflow-y-auto border-l border-border bg-card p-5 lg:flex"
      data-testid="notes-side-panel"
    >
      <NotesPanel
        sessionId={sessionId}
        enabled={enabled}
        unavailable={unavailable}
        heading={
          <h2 id="notes-panel-heading" className="text-sm font-semibold text-foreground">
            Notes
          </h2>
        }
      />
    </aside>
  );
}

/** Small screens: a 'Notes' button in the chat header opens the same panel as a side sheet. */
export function NotesSheet({ sessionId, enabled, unavailable }: ConversationNotesProps) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" className="max-sm:size-10 max-sm:px-0 lg:hidden">
          <StickyNote aria-hidden="true" />
          <span className="max-sm:sr-only">Notes</span>
        </Button>
      </SheetTrigger>
      <SheetContent hideClose className="p-4 sm:p-5 lg:hidden">
        <SheetDescription className="sr-only">The notes of this conversation.</SheetDescription>
        <NotesPanel
          sessionId={sessionId}
          enabled={enabled}
          unavailable={unavailable}
          heading={<SheetTitle>Notes</SheetTitle>}
          headerAction={
            <SheetClose asChild>
              <IconButton icon={X} label="Close notes" className="size-9" />
            </SheetClose>
          }
        />
      </SheetContent>
    </Sheet>
  );
}
