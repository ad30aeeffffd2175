import { imageUrl } from '../../http/image-url';
import type { BodyOf } from '../../http/handler';
import { crudHandlers } from '../shared/crud';
import { optionalText, requiredText } from '../shared/text';
import { say } from '../../http/messages';

/** Create and update take the whole notice; the contract fills type, is_active and for_home_modal defaults. */
const values = (body: BodyOf<'createNotice'>) => ({
  title: body.title?.trim() ?? '',
  image: optionalText(body.image),
  link: optionalText(body.link),
  notice: requiredText(body.notice, 'notice', say('noticeRequired')),
  type: body.type,
  is_active: body.is_active,
  for_home_modal: body.for_home_modal,
});

export const noticeHandlers = crudHandlers({
  table: 'notices',
  label: 'notice',
  operations: { list: 'listNotices', get: 'getNotice', create: 'createNotice', update: 'updateNotice', delete: 'deleteNotice' },
  view: (n, { req }) => ({ ...n, image_full_url: imageUrl(req, n.image) }),
  create: values,
  update: values,
  messages: { created: 'Notice created successfully', updated: 'Notice updated successfully', deleted: 'Notice deleted successfully' },
});
