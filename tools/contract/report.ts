// The checker's output, written as the checks run: a heading per area, one line per check (PASS,
// FAIL or SKIP) with the mismatches under a failed one, and a summary a non-developer can act on.

export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

export interface Outcome {
  readonly area: string;
  readonly title: string;
  readonly verdict: Verdict;
  /** mismatches of a FAIL, the reason of a SKIP */
  readonly details: readonly string[];
}

export class Report {
  readonly outcomes: Outcome[] = [];
  private area = '';

  constructor(private readonly print: (line: string) => void) {}

  heading(line: string): void {
    this.print(line);
  }

  startArea(area: string): void {
    this.area = area;
    this.print('');
    this.print(area);
  }

  add(title: string, verdict: Verdict, details: readonly string[]): void {
    this.outcomes.push({ area: this.area, title, verdict, details });
    this.print(`  ${verdict}  ${title}`);
    for (const detail of details) this.print(`        ${detail}`);
  }

  count(verdict: Verdict): number {
    return this.outcomes.filter((outcome) => outcome.verdict === verdict).length;
  }

  get failed(): boolean {
    return this.count('FAIL') > 0;
  }

  /** The last line: counts and what they mean. */
  summarize(): void {
    const counts = `${this.count('PASS')} passed, ${this.count('FAIL')} failed, ${this.count('SKIP')} skipped`;
    this.print('');
    this.print(
      this.failed
        ? `Summary: ${counts}. The backend does not meet the contract yet: each FAIL above names the call and what differs.`
        : `Summary: ${counts}. The backend meets the contract for every call checked.`,
    );
  }
}
