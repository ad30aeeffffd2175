import { ok } from '../../server/http/envelope';
import { handlers } from '../../server/http/handler';

/**
 * Handlers are typed by their operationId: body, params, query and answer come from the contract.
 * These lines are checked by `npm run typecheck` (tsc): each `@ts-expect-error` fails the check if
 * the mistake under it ever compiles.
 */
describe('handlers typed by operationId', () => {
  it('refuses at compile time an answer, a body field or an operation the contract does not have', () => {
    const wired = handlers({
      // @ts-expect-error the banner list answers banners, not a count
      listBanners: async () => ok({ count: 1 }),
      // @ts-expect-error createBanner's body has no `title`
      createBanner: async ({ body }) => ok({ ...body, id: 1, title: body.title }),
      getBanner: async ({ params }) => {
        // @ts-expect-error getBanner's path parameter is `id`
        const missing: number = params.bannerId;
        return ok({ id: missing, note: '', link: null, banner: '', banner_full_url: '', isactive: 1 as const });
      },
    });
    const misspelt = handlers({
      // @ts-expect-error there is no such operation
      listBannerz: async () => ok([]),
    });
    expect(Object.keys({ ...wired, ...misspelt })).toEqual(['listBanners', 'createBanner', 'getBanner', 'listBannerz']);
  });
});
