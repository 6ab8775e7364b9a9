import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No reply the offline coach writes may carry a `[Name]`, `[role]` or `[figure]` for the member to
 * fill in: the coach uses the member's own facts or asks for the one it needs. This scans the text
 * of every string and template in the coach's sources (comments and regular expressions are not
 * text the member sees). A Markdown link, `[words](url)`, is not a placeholder.
 */
const PLACEHOLDER = /\[[A-Za-z][^\]\n]{0,60}\](?!\()/;

function texts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    // The source of a regular expression (`new RegExp(`…`)`) is a pattern, not text.
    const parent = node.parent;
    if (
      parent &&
      (ts.isNewExpression(parent) || ts.isCallExpression(parent)) &&
      parent.expression.getText() === 'RegExp'
    )
      return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    if (ts.isTemplateExpression(node)) {
      out.push(node.head.text, ...node.templateSpans.map((s) => s.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('offline coach templates', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('finds the coach sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('the scan catches a placeholder and lets a link through', () => {
    expect(PLACEHOLDER.test('Hi [Name], about the [role] role')).toBe(true);
    expect(PLACEHOLDER.test('[talk to the coach](/chat?agentId=15)')).toBe(false);
  });

  for (const file of files) {
    it(`${file} has no [bracketed] placeholder in any text`, () => {
      const found = texts(`${dir}${file}`).filter((t) => PLACEHOLDER.test(t));
      expect(found).toEqual([]);
    });
  }
});
