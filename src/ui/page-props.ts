import type { QueryClient } from '@tanstack/react-query';
import type { CompanyConfig } from '../../config/company-schema';

/** What the router gives every page component (src/app/pages.ts). */
export interface PageProps {
  /** the route table's page id; its title is `pages.<pageId>.title` */
  pageId: string;
  /** the route's ":name" parameters */
  params: Record<string, string | undefined>;
}

/** What a page module may start before it renders, as soon as its code is in (its first data call). */
export interface PageStart {
  pageId: string;
  /** the route's ":name" parameters, as the router gives them */
  params: PageProps['params'];
  /** the URL's query, with or without its '?' */
  search: string;
  queryClient: QueryClient;
  config: CompanyConfig;
}
