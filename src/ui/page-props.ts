/** What the router gives every page component (src/app/pages.ts). */
export interface PageProps {
  /** the route table's page id; its title is `pages.<pageId>.title` */
  pageId: string;
  /** the route's ":name" parameters */
  params: Record<string, string | undefined>;
}
