import type { HandlerMap } from '../http/handler';
import { bannerHandlers } from './banners/handlers';
import { permissionHandlers } from './permissions/handlers';
import { sessionHandlers } from './session/handlers';
import { systemHandlers } from './system/handlers';
import { uploadHandlers } from './uploads/handlers';

/** Every implemented operation, by operationId; the contract's others answer 501 until built. */
export const handlers: HandlerMap = {
  ...systemHandlers,
  ...sessionHandlers,
  ...uploadHandlers,
  ...permissionHandlers,
  ...bannerHandlers,
};
