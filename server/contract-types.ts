/**
 * The contract's schemas as TypeScript types, for handlers' bodies and answers. They come from the
 * client's generated file (made from openapi/shop-admin.yaml by `npm run codegen`), type-only, so
 * server and dashboard read one definition and cannot drift apart.
 */
export type * from '../src/store/generated-api';
