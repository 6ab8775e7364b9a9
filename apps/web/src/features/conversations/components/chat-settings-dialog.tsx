import {
  CHAT_MODELS,
  CHAT_THEMES,
  type ChatModel,
  type ChatTheme,
  type Conversation,
  DEFAULT_CHAT_MODEL,
  MAX_TOKENS,
  SYSTEM_PROMPT_MAX_LENGTH,
  TEMPERATURE,
} from '@facet/contracts';
import { type FormEvent, useId, useState } from 'react';
import { type DialogState, FormDialog, FormDialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { LabelledSlider } from '@/components/ui/labelled-slider';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUpdateConversation } from '../api/update-conversation';
import { chatThemeOf, THEME_LABELS } from '../lib/chat-theme';

const MODEL_LABELS: Record<ChatModel, string> = {
  'gpt-4o': 'GPT-4o',
  'gpt-4': 'GPT-4',
  'gpt-3.5-turbo': 'GPT-3.5 Turbo',
};
/** The fixed list, used until the server has said which models it can actually run. */
const MODEL_OPTIONS = CHAT_MODELS.map((value) => ({ value, label: MODEL_LABELS[value] }));

/** How a provider model the server runs is named in the select. */
function modelName(label: string): string {
  return isChatModel(label) ? MODEL_LABELS[label] : label;
}

/**
 * What the model select offers: the models the server can actually use (GET /api/coach), or, for
 * the offline coach, which uses no model, a single fixed entry saying so.
 */
export function modelOptions(
  models: CoachModelOption[] | undefined,
  current: ChatModel,
): { options: { value: ChatModel; label: string }[]; offline: boolean } {
  if (!models) return { options: MODEL_OPTIONS, offline: false };
  if (models.length === 0) {
    return { options: [{ value: current, label: 'Offline coach (no AI model)' }], offline: true };
  }
  const options = models
    .filter((m): m is { value: ChatModel; label: string } => isChatModel(m.value))
    .map((m) => ({ value: m.value, label: modelName(m.label) }));
  return { options: options.length ? options : MODEL_OPTIONS, offline: false };
}

type CoachModelOption = { value: string; label: string };
const THEME_OPTIONS = CHAT_THEMES.map((value) => ({ value, label: THEME_LABELS[value] }));

function isChatModel(value: string): value is ChatModel {
  return (CHAT_MODELS as readonly string[]).includes(value);
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
    model: isChatModel(conversation.model) ? conversation.model : DEFAULT_CHAT_MODEL,
    theme: chatThemeOf(conversation.theme),
  };
}

function SettingsForm({
  conversation,
  models,
  onDone,
}: {
  conversation: Conversation;
  models: CoachModelOption[] | undefined;
  onDone: () => void;
}) {
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(conversation));
  const modelChoice = modelOptions(models, values.model);
  // A conversation set to a model the server does not run shows (and saves) the first it does.
  const model = modelChoice.options.some((o) => o.value === values.model)
    ? values.model
    : (modelChoice.options[0]?.value ?? values.model);
  const mutation = useUpdateConversation(conversation.sessionId);
  const promptId = useId();
  const promptHintId = useId();

  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const bind = <K extends 'model' | 'theme'>(key: K) => ({
    value: values[key],
    onValueChange: (value: SettingsValues[K]) => set(key, value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const prompt = values.systemPrompt.trim();
    mutation.mutate(
      { ...values, model, systemPrompt: prompt.length > 0 ? prompt : null },
      {
        onSuccess: () => {
          toast({ title: 'Settings updated', variant: 'success' });
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
        <Label htmlFor={promptId}>System prompt</Label>
        <Textarea
          id={promptId}
          value={values.systemPrompt}
          onChange={(event) => set('systemPrompt', event.target.value)}
          maxLength={SYSTEM_PROMPT_MAX_LENGTH}
          rows={4}
          placeholder="For example: Keep answers short and give me one action to take this week."
          aria-describedby={promptHintId}
          className="min-h-24 resize-y"
        />
        <p id={promptHintId} className="text-xs text-muted-foreground">
          Extra instructions for this conversation. They add to the coach's own approach.
        </p>
      </div>

      <LabelledSlider
        label="Creativity"
        thumbLabel="Creativity (temperature)"
        value={values.temperature}
        valueText={values.temperature.toFixed(1)}
        range={TEMPERATURE}
        ends={['Focused', 'Creative']}
        onValueChange={(value) => set('temperature', value)}
      />
      <LabelledSlider
        label="Response length"
        thumbLabel="Response length (max tokens)"
        value={values.maxTokens}
        valueText={`${values.maxTokens.toLocaleString('en-US')} tokens`}
        range={MAX_TOKENS}
        ends={['Short', 'Long']}
        onValueChange={(value) => set('maxTokens', value)}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Model"
          options={modelChoice.options}
          {...bind('model')}
          value={model}
          disabled={modelChoice.offline}
          hint={
            modelChoice.offline
              ? 'This server runs the offline coach: no AI model is used.'
              : undefined
          }
        />
        <SelectField label="Theme" options={THEME_OPTIONS} {...bind('theme')} />
      </div>

      <FormDialogFooter
        onCancel={onDone}
        submitLabel="Save settings"
        pending={mutation.isPending}
      />
    </form>
  );
}

/**
 * The chat settings dialog: system prompt, creativity, response length, model, theme. Opened from
 * the chat page, it wears the conversation's theme (see PortalClassProvider).
 */
export function ChatSettingsDialog({
  conversation,
  models,
  ...dialog
}: DialogState & {
  conversation: Conversation;
  /** The models the server can use (GET /api/coach); undefined while that is loading. */
  models?: CoachModelOption[] | undefined;
}) {
  return (
    <FormDialog
      {...dialog}
      title="Chat settings"
      description="Tune how your coach answers in this conversation."
    >
      <SettingsForm
        conversation={conversation}
        models={models}
        onDone={() => dialog.onOpenChange(false)}
      />
    </FormDialog>
  );
}
