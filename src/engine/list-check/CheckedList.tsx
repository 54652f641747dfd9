// A list with its check (use-list-check): the problems panel, and rows drawn so that a row the view
// cannot draw does not take the others with it: if drawing every row fails, the rows without a
// problem are drawn once the answer is checked.
import { lazy, Suspense, type ReactNode } from 'react';
import { FallbackBoundary } from '../../ui/FallbackBoundary';
import type { ListCheck } from './use-list-check';

const ListProblems = lazy(() => import('./ListProblems').then((m) => ({ default: m.ListProblems })));

/** The problems of the answer, when it has any. */
export function ListCheckPanel({ check }: { check: ListCheck }) {
  if (!check.problems?.length) return null;
  return (
    <Suspense fallback={null}>
      <ListProblems problems={check.problems} />
    </Suspense>
  );
}

interface CheckedRowsProps<R> {
  check: ListCheck;
  rows: R[];
  render(rows: R[]): ReactNode;
}

export function CheckedRows<R>({ check, rows, render }: CheckedRowsProps<R>) {
  const readable = check.problems ? rows.filter((_, index) => !check.badRows.has(index)) : undefined;
  return (
    <FallbackBoundary
      resetKey={check.key}
      fallback={
        <FallbackBoundary resetKey={check.key} fallback={null}>
          {readable && render(readable)}
        </FallbackBoundary>
      }
    >
      {render(rows)}
    </FallbackBoundary>
  );
}
