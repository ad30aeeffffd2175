import type { TopupType } from '../../store/api';

export const topupProductMessages = {
  listTitle: 'Top-up products',
  navLabel: 'Top-up products',
  addTitle: 'Add top-up product',
  editTitle: 'Edit top-up product',
  addPackage: 'Add package',
  name: 'Name',
  type: 'Type',
  logo: 'Logo',
  rules: 'Rules',
  active: 'Active',
  sortOrder: 'Sort order',
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  logoRequired: 'Logo is required',
  sortOrderRequired: 'Sort order is required',
  deleteQuestion: 'Delete "{name}" and its packages? Orders that refer to them keep their history.',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  types: { in_game: 'In game', id_code: 'Id code', voucher: 'Voucher' } satisfies Record<TopupType, string>,
} as const;
