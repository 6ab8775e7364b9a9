import {
  CHAT_MODELS,
  CHAT_THEMES,
  type ChatModel,
  type ChatTheme,
  type Conversation,
  MAX_TOKENS,
  SYSTEM_PROMPT_MAX_LENGTH,
  TEMPERATURE,
} from '@facet/contracts';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Slider } from '@/components/ui/slider';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUpdateConversation } from '../api/update-conversation';
import { chatThemeOf, THEME_LABELS } from '../lib/chat-theme';

const MODEL_LABELS: Record<ChatModel, string> = {
  'gpt-4o': 'GPT-4o',
  'gpt-4': 'GPT-4',
  'gpt-3.5-turbo': 'GPT-3.5 Turbo',
};

function isChatModel(value: string): value is ChatModel {
  return (CHAT_MODELS as readonly string[]).includes(value);
}

function roundTo(value: number, step: number): number {
  const decimals = step < 1 ? (String(step).split('.')[1]?.length ?? 0) : 0;
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

interface SettingsValues {
  systemPrompt: string;
  temperature: number;
  maxTokens: number;
  model: ChatModel;
  theme: ChatTheme;
}

function valuesOf(conversation: Conversation): SettingsValues {
  return {
    systemPrompt: conversation.systemPrompt ?? '',
    temperature: conversation.temperature,
    maxTokens: conversation.maxTokens,
    model: isChatModel(conversation.model) ? conversation.model : 'gpt-4o',
    theme: chatThemeOf(conversation.theme),
  };
}

function SettingsForm({
  conversation,
  onDone,
}: {
  conversation: Conversation;
  onDone: () => void;
}) {
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(conversation));
  const mutation = useUpdateConversation(conversation.sessionId);
  const ids = {
    prompt: useId(),
    promptHint: useId(),
    temperature: useId(),
    maxTokens: useId(),
    model: useId(),
    theme: useId(),
  };

  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const prompt = values.systemPrompt.trim();
    mutation.mutate(
      {
        systemPrompt: prompt.length > 0 ? prompt : null,
        temperature: values.temperature,
        maxTokens: values.maxTokens,
        model: values.model,
        theme: values.theme,
      },
      {
        onSuccess: () => {
          toast({ title: 'Settings updated' });
          onDone();
        },
        onError: () => {
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to update settings. Please try again.',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor={ids.prompt}>System prompt</Label>
        <Textarea
          id={ids.prompt}
          value={values.systemPrompt}
          onChange={(event) => set('systemPrompt', event.target.value)}
          maxLength={SYSTEM_PROMPT_MAX_LENGTH}
          rows={4}
          placeholder="For example: Keep answers short and give me one action to take this week."
          aria-describedby={ids.promptHint}
          className="min-h-24 resize-y"
        />
        <p id={ids.promptHint} className="text-xs text-muted-foreground">
          Extra instructions for this conversation. They add to the coach's own approach.
        </p>
      </div>

      <div className="grid gap-3">
        <div className="flex items-center justify-between gap-3">
          <Label id={ids.temperature}>Creativity</Label>
          <span className="rounded-md bg-muted px-2 py-0.5 text-sm font-semibold tabular-nums">
            {values.temperature.toFixed(1)}
          </span>
        </div>
        <Slider
          min={TEMPERATURE.min}
          max={TEMPERATURE.max}
          step={TEMPERATURE.step}
          value={[values.temperature]}
          onValueChange={([value]) => {
            if (value !== undefined) set('temperature', roundTo(value, TEMPERATURE.step));
          }}
          thumbLabel="Creativity (temperature)"
          thumbValueText={values.temperature.toFixed(1)}
        />
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>Focused</span>
          <span>Creative</span>
        </div>
      </div>

      <div className="grid gap-3">
        <div className="flex items-center justify-between gap-3">
          <Label id={ids.maxTokens}>Response length</Label>
          <span className="rounded-md bg-muted px-2 py-0.5 text-sm font-semibold tabular-nums">
            {values.maxTokens.toLocaleString('en-US')} tokens
          </span>
        </div>
        <Slider
          min={MAX_TOKENS.min}
          max={MAX_TOKENS.max}
          step={MAX_TOKENS.step}
          value={[values.maxTokens]}
          onValueChange={([value]) => {
            if (value !== undefined) set('maxTokens', roundTo(value, MAX_TOKENS.step));
          }}
          thumbLabel="Response length (max tokens)"
          thumbValueText={`${values.maxTokens} tokens`}
        />
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>Short</span>
          <span>Long</span>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.model}>Model</Label>
          <Select
            value={values.model}
            onValueChange={(value) => {
              if (isChatModel(value)) set('model', value);
            }}
          >
            <SelectTrigger id={ids.model}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CHAT_MODELS.map((model) => (
                <SelectItem key={model} value={model}>
                  {MODEL_LABELS[model]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.theme}>Theme</Label>
          <Select value={values.theme} onValueChange={(value) => set('theme', chatThemeOf(value))}>
            <SelectTrigger id={ids.theme}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CHAT_THEMES.map((theme) => (
                <SelectItem key={theme} value={theme}>
                  {THEME_LABELS[theme]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Save settings
        </Button>
      </DialogFooter>
    </form>
  );
}

/** SPEC §2 chat settings dialog: system prompt, creativity, response length, model, theme. */
export function ChatSettingsDialog({
  conversation,
  open,
  onOpenChange,
}: {
  conversation: Conversation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Chat settings</DialogTitle>
          <DialogDescription>Tune how your coach answers in this conversation.</DialogDescription>
        </DialogHeader>
        {open ? (
          <SettingsForm conversation={conversation} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
