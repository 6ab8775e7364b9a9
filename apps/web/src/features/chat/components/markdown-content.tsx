import { memo, type ReactNode, useContext, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { useNavigate } from 'react-router';
import { newChatTarget } from '@/lib/session-id';
import { cn } from '@/lib/utils';
import { COACH_LINK, CoachLinksContext, linkCoachNames } from '../lib/coach-links';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * Only absolute http, https and mailto URLs survive; everything else (javascript:, data:,
 * relative paths) becomes '' so the link renders as plain text.
 */
export function safeUrl(url: string): string {
  const value = url.trim();
  try {
    const parsed = new URL(value);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? value : '';
  } catch {
    return '';
  }
}

/** A coach's name in a reply: opens a new chat with that coach. */
function CoachLink({ agentId, children }: { agentId: number; children: ReactNode }) {
  const navigate = useNavigate();
  const { to, options } = newChatTarget(agentId, 'agent');
  return (
    <a
      href={to}
      className="font-semibold"
      data-testid="coach-link"
      onClick={(event) => {
        event.preventDefault();
        navigate(to, options);
      }}
    >
      {children}
    </a>
  );
}

/** Safe URLs, and the `coach:<id>` links made from coaches' names. */
const transformUrl = (url: string) => (COACH_LINK.test(url) ? url : safeUrl(url));

const components: Components = {
  a({ href, children, node: _node, ...rest }) {
    if (!href) return <span>{children}</span>;
    const coach = COACH_LINK.exec(href);
    if (coach) return <CoachLink agentId={Number(coach[1])}>{children}</CoachLink>;
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  },
  // Images are never loaded from a reply: show their description instead.
  img({ alt }) {
    return alt ? <span>{alt}</span> : null;
  },
};

/** Assistant / user text as markdown: no raw HTML, safe links only. */
export const MarkdownContent = memo(function MarkdownContent({
  text,
  className,
}: {
  text: string;
  className?: string;
}) {
  const coaches = useContext(CoachLinksContext);
  const linked = useMemo(() => linkCoachNames(text, coaches), [text, coaches]);
  return (
    <div className={cn('chat-markdown', className)}>
      <Markdown skipHtml urlTransform={transformUrl} components={components}>
        {linked}
      </Markdown>
    </div>
  );
});
