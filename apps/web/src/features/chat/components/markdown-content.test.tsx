import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownContent, safeUrl } from './markdown-content';

describe('MarkdownContent', () => {
  it('renders markdown: emphasis, lists and safe links', () => {
    const { container } = render(
      <MarkdownContent
        text={
          '**Bold** move\n\n- one\n- two\n\n[Guide](https://example.com/guide) and [mail](mailto:a@b.co)'
        }
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('Bold');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.co');
  });

  it('renders a javascript: link as plain text, not a link', () => {
    render(<MarkdownContent text="[click me](javascript:alert(1))" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('click me')).toBeInTheDocument();
  });

  it('does not turn data: or relative URLs into links', () => {
    render(<MarkdownContent text="[a](data:text/html,hi) [b](/settings) [c](vbscript:x)" />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('never renders raw HTML', () => {
    const { container } = render(
      <MarkdownContent
        text={'Hello <script>alert(1)</script><img src=x onerror="alert(1)"> <b>raw</b>'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container).toHaveTextContent('Hello');
  });

  it('does not load images', () => {
    const { container } = render(<MarkdownContent text="![a chart](https://example.com/x.png)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('a chart');
  });
});

describe('safeUrl', () => {
  it('keeps http, https and mailto only', () => {
    expect(safeUrl('https://a.example')).toBe('https://a.example');
    expect(safeUrl('http://a.example')).toBe('http://a.example');
    expect(safeUrl('mailto:x@y.z')).toBe('mailto:x@y.z');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl(' JavaScript:alert(1)')).toBe('');
    expect(safeUrl('ftp://x')).toBe('');
  });
});
