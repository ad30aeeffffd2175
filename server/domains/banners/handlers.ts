import type { Selectable } from 'kysely';
import type { BannersTable } from '../../db/schema';
import { imageUrl } from '../../http/image-url';
import { crudHandlers } from '../shared/crud';
import { optionalText } from '../shared/text';
import type { BannerCreateInput, BannerUpdateInput } from '../../contract-types';

/** The contract's input (create and update). */
type BannerBody = BannerCreateInput | BannerUpdateInput;

type Banner = Selectable<BannersTable>;

export const bannerHandlers = crudHandlers<Banner, BannerBody>({
  table: 'banners',
  label: 'Banner',
  view: (b, req) => ({ ...b, banner_full_url: imageUrl(req, b.banner) }),
  values: (body) => ({ note: body.note.trim(), banner: body.banner, link: optionalText(body.link), isactive: body.isactive ?? 1 }),
  messages: { created: 'Banner created successfully', updated: 'Banner updated successfully', deleted: 'Banner deleted successfully' },
  operations: { list: 'listBanners', get: 'getBanner', create: 'createBanner', update: 'updateBanner', delete: 'deleteBanner' },
});
