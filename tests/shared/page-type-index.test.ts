import { loadPageTypes } from '../../schemas/meta/load-page-types';
import { pageTypeIndex } from '../../shared/page-types/page-type-index';

describe('the page-type index', () => {
  it('names every schema file with its id, API page type, routes and permission', () => {
    const fromSchemas = loadPageTypes().map((s) => ({
      id: s.id,
      apiPageType: s.apiPageType,
      route: s.route,
      detailRoute: s.detail.route,
      ...(s.shareRoute ? { shareRoute: s.shareRoute } : {}),
      permission: s.permission,
    }));
    expect([...pageTypeIndex].sort((a, b) => a.id.localeCompare(b.id))).toEqual(fromSchemas.sort((a, b) => a.id.localeCompare(b.id)));
  });
});
