import { STARTER_SUGGESTIONS } from '@facet/contracts';
import { AssistantAvatar } from './message-row';
import { SuggestionChips } from './suggestion-chips';

/** The fixed assistant greeting of an empty chat. */
export const CHAT_GREETING =
  "Hello! I'm your AI career coach. I'm here to help you understand your strengths, clarify what matters to you and plan your next steps. What would you like to explore today?";

/** An empty chat: the fixed greeting from the assistant and the six starter suggestions. */
export function EmptyChat({
  agentEmoji,
  agentName,
  onSelect,
  disabled,
}: {
  agentEmoji: string;
  agentName: string;
  onSelect: (text: string) => void;
  disabled: boolean;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-3 py-8 sm:px-6 sm:py-10">
      <div className="flex gap-3" data-testid="chat-greeting">
        <AssistantAvatar emoji={agentEmoji} />
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="px-1 text-xs font-medium text-muted-foreground">{agentName}</p>
          <div className="chat-bubble-assistant rounded-2xl rounded-tl-md border border-border bg-card px-4 py-3 text-[0.9375rem] leading-relaxed text-card-foreground shadow-xs">
            <p>{CHAT_GREETING}</p>
          </div>
        </div>
      </div>
      <section aria-labelledby="starter-heading" className="grid gap-3 sm:pl-12">
        <h2 id="starter-heading" className="text-sm font-semibold text-foreground">
          Not sure where to start? Try one of these:
        </h2>
        <SuggestionChips
          suggestions={STARTER_SUGGESTIONS}
          onSelect={onSelect}
          disabled={disabled}
          label="Conversation starters"
        />
      </section>
    </div>
  );
}
