/**
 * A psychometric report exported as text whose NUL bytes come well after the first kilobytes the
 * type check looks at (a tool that pads fields with U+0000).
 */
export async function textWithLateNul(): Promise<Buffer> {
  const lines: string[] = ['Strengths profile — results', ''];
  for (let i = 1; i <= 120; i++) {
    lines.push(`Item ${i}: I enjoy solving problems with others and I stay calm under pressure.`);
  }
  lines.push('Top strength: Strategic\u0000\u0000\u0000 thinking');
  lines.push('Second strength: Empathy\u0000');
  return Buffer.from(lines.join('\n'), 'utf8');
}
