export interface LintProbe {
  /** Lints the files (path in the repository → text); answers the paths the boundary rule refused, sorted. */
  refused(files: Record<string, string>): string[];
  remove(): void;
}
export function createLintProbe(): LintProbe;
export function importing(specifier: string): string;
