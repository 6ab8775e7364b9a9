import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { cn } from '@/lib/utils';

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

const components: Components = {
  a({ href, children, node: _node, ...rest }) {
    if (!href) return <span>{children}</span>;
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
  return (
    <div className={cn('chat-markdown', className)}>
      <Markdown skipHtml urlTransform={safeUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
});
