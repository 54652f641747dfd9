import { useEffect } from 'react';
import { useCompanyConfig } from './company-config';

/** Sets the browser tab title to "<title> | <company>"; undefined leaves it to someone else. */
export function useDocumentTitle(title: string | undefined): void {
  const { name } = useCompanyConfig();
  useEffect(() => {
    if (title !== undefined) document.title = `${title} | ${name}`;
  }, [title, name]);
}
