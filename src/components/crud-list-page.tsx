import type { MRT_RowData } from 'material-react-table';
import { DataTable, type DataTableColumn, type TableQueryState } from './data-table/data-table';
import { useEditDeleteActions } from './edit-delete-actions';
import { AddNewLink, ListPage } from './list-page';
import { usePermissions } from './use-permissions';

export interface CrudListPageProps<T extends MRT_RowData & { id: number }> {
  title: string;
  /** Remembers the table's column and density preferences. */
  tableId: string;
  columns: DataTableColumn<T>[];
  /** The list query; its rows are `data`, as every unpaged list of the contract answers. */
  query: TableQueryState & { data?: { data: T[] } };
  /** `/banner`: Add new goes to `/banner/add`, Edit to `/banner/edit/{id}`. */
  basePath: string;
  /** operationIds: each button shows only to admins who may call it. */
  operations: { create: string; update: string; delete: string };
  /** `(row) => deleteX({ id: row.id }).unwrap()`. */
  remove: (row: T) => Promise<unknown>;
  /** The success text of a delete. */
  deleted: string;
  deleteQuestion?: (row: T) => string;
}

/** A catalogue list screen: title, Add new, the table, and Edit / Delete (with confirmation) per row. */
export function CrudListPage<T extends MRT_RowData & { id: number }>({
  title,
  tableId,
  columns,
  query,
  basePath,
  operations,
  remove,
  deleted,
  deleteQuestion,
}: CrudListPageProps<T>) {
  const { can } = usePermissions();
  const rowActions = useEditDeleteActions<T>({
    editTo: (row) => `${basePath}/edit/${row.id}`,
    updateOperation: operations.update,
    deleteOperation: operations.delete,
    remove,
    deleted,
    deleteQuestion,
  });
  return (
    <ListPage title={title}>
      <DataTable
        tableId={tableId}
        columns={columns}
        rows={query.data?.data}
        query={query}
        toolbarActions={can(operations.create) && <AddNewLink to={`${basePath}/add`} />}
        rowActions={rowActions}
      />
    </ListPage>
  );
}
