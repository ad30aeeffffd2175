import { crudHandlers } from '../shared/crud';
import { requiredText } from '../shared/text';
import type { BodyOf } from '../../http/handler';
import { say } from '../../http/messages';

/** Create and update take the whole record (docs/business-rules.md#required-text-and-whole-records). */
const values = (body: BodyOf<'createAutoServer'>) => ({
  name: requiredText(body.name, 'name', say('nameRequired')),
  link: requiredText(body.link, 'link', say('linkRequired')),
  status: body.status,
});

export const autoServerHandlers = crudHandlers({
  table: 'auto_servers',
  label: 'autoServer',
  operations: { list: 'listAutoServers', get: 'getAutoServer', create: 'createAutoServer', update: 'updateAutoServer', delete: 'deleteAutoServer' },
  view: (server) => server,
  create: values,
  update: values,
  softDelete: true,
  messages: { created: 'Server created successfully', updated: 'Server updated successfully', deleted: 'Server deleted successfully' },
});
