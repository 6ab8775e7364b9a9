import { CHAT_THEMES, type ChatTheme } from '@facet/contracts';

/** Chat themes; each is a CSS class on the chat page root (see index.css). */
export const THEME_LABELS: Record<ChatTheme, string> = {
  default: 'Default',
  dark: 'Dark',
  warm: 'Warm',
  minimal: 'Minimal',
};

export function chatThemeOf(value: string | null | undefined): ChatTheme {
  return (CHAT_THEMES as readonly string[]).includes(value ?? '')
    ? (value as ChatTheme)
    : 'default';
}

/** The class applied to the chat page root for a theme, e.g. "chat-theme-dark". */
export function chatThemeClass(value: string | null | undefined): string {
  return `chat-theme chat-theme-${chatThemeOf(value)}`;
}
