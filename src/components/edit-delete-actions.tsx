import type { ReactNode } from 'react';
import { DeleteButton, EditLink } from './list-page';
import { useConfirmedDelete } from './use-confirmed-delete';
import type { OperationId } from '../store/api';
import { useCan } from './use-permissions';

export interface EditDeleteActionsOptions<T> {
  /** The row's edit screen. */
  editTo: (row: T) => string;
  /** operationIds: each button shows only to admins who may call it. */
  updateOperation: OperationId;
  deleteOperation: OperationId;
  /** `(row) => deleteX({ id: row.id }).unwrap()`. */
  remove: (row: T) => Promise<unknown>;
  /** The success text, e.g. 'Product deleted successfully'. */
  deleted: string;
  /** The confirmation's question, naming this row (every screen says what it deletes). */
  deleteQuestion: (row: T) => string;
}

/**
 * A CRUD list's per-row Edit and Delete (for DataTable's `rowActions`): Delete asks first, then
 * shows 'Deleting...' and the success text. Undefined when the admin may do neither, so the
 * table shows no empty Actions column.
 */
export function useEditDeleteActions<T>({ editTo, updateOperation, deleteOperation, remove, deleted, deleteQuestion }: EditDeleteActionsOptions<T>) {
  const confirmedDelete = useConfirmedDelete();
  const canEdit = useCan(updateOperation);
  const canDelete = useCan(deleteOperation);
  if (!canEdit && !canDelete) return undefined;
  return (row: T): ReactNode => (
    <>
      {canEdit && <EditLink to={editTo(row)} />}
      {canDelete && (
        <DeleteButton
          onClick={() => void confirmedDelete(() => remove(row), deleted, { message: deleteQuestion(row) })}
        />
      )}
    </>
  );
}
