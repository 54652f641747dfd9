// Seed 000 §8: a list answer failing its schema shows its problems above the table. The answer is
// checked once it has rendered and the browser is idle, by a precompiled validator loaded then
// (check-answer.ts: no compiling under the CSP, nothing of it in the first visit, and neither its files
// nor its work in the way of the first rows' photos); the rows with a problem are known, so a table
// that cannot draw them can leave them out.
import { useEffect, useMemo, useState } from 'react';
import type { PageInfo } from '../../../schemas/api/listing';
import type { ResponseProblem } from '../../../schemas/response-problems';
import { whenIdle } from '../../ui/when-idle';
import { LISTING_ANSWERS, type ListAnswerName } from './validators';

export interface ListCheck {
  /** undefined until the answer is checked */
  readonly problems: readonly ResponseProblem[] | undefined;
  /** indexes of the rows of the list with a problem */
  readonly badRows: ReadonlySet<number>;
  /** another object with each answer and once it is checked */
  readonly key: object | undefined;
}

const NO_ROWS: ReadonlySet<number> = new Set();

/** Checks `answer` (the list call's answer, `listKey` its rows) against the schema `name`. */
export function useListCheck(name: ListAnswerName | undefined, answer: object | undefined, listKey: string): ListCheck {
  const [checked, setChecked] = useState<{ answer: object; problems: ResponseProblem[] }>();
  useEffect(() => {
    if (!name || !answer) return;
    let current = true;
    const cancel = whenIdle(() => {
      import('./check-answer')
        .then(({ checkAnswer }) => checkAnswer(name, answer))
        .then(
          (problems) => {
            if (current) setChecked({ answer, problems });
          },
          (error: unknown) => console.error('The list answer could not be checked', error),
        );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [name, answer]);

  const problems = answer && checked?.answer === answer ? checked.problems : undefined;
  const rowPath = new RegExp(`^\\$\\.${listKey}\\[(\\d+)\\]`);
  const badRows = problems?.length ? new Set(problems.map((problem) => Number(rowPath.exec(problem.path)?.[1] ?? -1))) : NO_ROWS;
  return { problems, badRows, key: problems ?? answer };
}

/** A listing's check: its lots (the pages loaded so far, on phones) and page info as one answer. */
export function useListingCheck(listKey: string, lots: readonly object[] | undefined, pageInfo: PageInfo | undefined): ListCheck {
  const answer = useMemo(() => lots && pageInfo && { [listKey]: lots, pageInfo }, [listKey, lots, pageInfo]);
  return useListCheck(LISTING_ANSWERS[listKey], answer, listKey);
}
