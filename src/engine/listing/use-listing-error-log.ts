import { useEffect } from 'react';

/** A failed listing is only logged (seed 001 §8): the page shows its empty state with Reset filter. */
export function useListingErrorLog(error: Error | null): void {
  useEffect(() => {
    if (error) console.error('The listing could not be loaded', error);
  }, [error]);
}
