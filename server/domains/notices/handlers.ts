import type { Selectable } from 'kysely';
import type { NoticesTable } from '../../db/schema';
import { imageUrl } from '../../http/image-url';
import { crudHandlers } from '../shared/crud';
import { optionalText, requiredText } from '../shared/text';
import type { NoticeInput } from '../../contract-types';

/** The contract's input (create and update). */
type NoticeBody = NoticeInput;

type Notice = Selectable<NoticesTable>;

/** Create and update take the whole notice; the contract fills type, is_active and for_home_modal defaults. */
export const noticeHandlers = crudHandlers<Notice, NoticeBody>({
  table: 'notices',
  label: 'Notice',
  view: (n, req) => ({ ...n, image_full_url: imageUrl(req, n.image) }),
  values: (body) => ({
    title: body.title?.trim() ?? '',
    image: optionalText(body.image),
    link: optionalText(body.link),
    notice: requiredText(body.notice, 'notice', 'Notice is required'),
    type: body.type,
    is_active: body.is_active,
    for_home_modal: body.for_home_modal,
  }),
  messages: { created: 'Notice created successfully', updated: 'Notice updated successfully', deleted: 'Notice deleted successfully' },
  operations: { list: 'listNotices', get: 'getNotice', create: 'createNotice', update: 'updateNotice', delete: 'deleteNotice' },
});
