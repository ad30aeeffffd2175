import type { Selectable } from 'kysely';
import type { AutoServersTable } from '../../db/schema';
import { crudHandlers } from '../shared/crud';
import { requiredText } from '../shared/text';
import type { AutoServerInput } from '../../contract-types';

/** The contract's input (create and update). */
type AutoServerBody = AutoServerInput;

type AutoServer = Selectable<AutoServersTable>;

export const autoServerHandlers = crudHandlers<AutoServer, AutoServerBody>({
  table: 'auto_servers',
  label: 'Auto server',
  view: ({ deleted_at: _deleted, ...server }) => server,
  values: (body) => ({
    name: requiredText(body.name, 'name', 'Name is required'),
    link: requiredText(body.link, 'link', 'Link is required'),
    status: body.status,
  }),
  softDelete: true,
  messages: { created: 'Server created successfully', updated: 'Server updated successfully', deleted: 'Server deleted successfully' },
  operations: { list: 'listAutoServers', get: 'getAutoServer', create: 'createAutoServer', update: 'updateAutoServer', delete: 'deleteAutoServer' },
});
