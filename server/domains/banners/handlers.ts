import { imageUrl } from '../../http/image-url';
import { crudHandlers } from '../shared/crud';
import { optionalText } from '../shared/text';

export const bannerHandlers = crudHandlers({
  table: 'banners',
  label: 'banner',
  operations: { list: 'listBanners', get: 'getBanner', create: 'createBanner', update: 'updateBanner', delete: 'deleteBanner' },
  view: (b, { req }) => ({ ...b, banner_full_url: imageUrl(req, b.banner) as string }),
  create: (body) => ({ note: body.note.trim(), banner: body.banner, link: optionalText(body.link), isactive: body.isactive }),
  update: (body) => ({ note: body.note.trim(), banner: body.banner, link: optionalText(body.link), isactive: body.isactive }),
  messages: { created: 'Banner created successfully', updated: 'Banner updated successfully', deleted: 'Banner deleted successfully' },
});
