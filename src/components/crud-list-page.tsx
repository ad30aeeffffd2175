import type { MRT_RowData } from 'material-react-table';
import { DataTable, type DataTableColumn, type DataTableProps, type TableQueryState } from './data-table/data-table';
import { useListState, type TablePaging } from './data-table/use-list-state';
import { useEditDeleteActions } from './edit-delete-actions';
import { AddNewLink, ListPage } from './list-page';
import type { ListResult, OperationId } from '../store/api';
import { useCan } from './use-permissions';

/** Where the rows come from: an unpaged list's query gives them (`rows`); a paged one passes its rows, total and list state. */
type CrudRows<T> =
  | {
      /** The list query; its rows are the whole list (an unpaged list, mapped to `ListResult` by src/store/api.ts). */
      query: TableQueryState & { data?: ListResult<T> };
      rows?: undefined;
    }
  | {
      query: TableQueryState;
      /** The current page's rows (server-paged lists). */
      rows: T[] | undefined;
      /** Total rows on the server. */
      rowCount: number | undefined;
      /** `useListState(tableId, …)`: page, size, sort, search and filters in the URL. */
      paging: TablePaging;
      /** The server sorts the whole list (`paging.sort` sent to the query). */
      serverSorting?: boolean;
    };

export type CrudListPageProps<T extends MRT_RowData & { id: number }> = CrudListPageBaseProps<T> & CrudRows<T>;

interface CrudListPageBaseProps<T extends MRT_RowData & { id: number }> {
  title: string;
  /** Remembers the table's column and density preferences. */
  tableId: string;
  columns: DataTableColumn<T>[];
  /** `/banner`: Add new goes to `/banner/add`, Edit to `/banner/edit/{id}`. */
  basePath: string;
  /** operationIds: each button shows only to admins who may call it. */
  operations: { create: OperationId; update: OperationId; delete: OperationId };
  /** `(row) => deleteX({ id: row.id }).unwrap()`. */
  remove: (row: T) => Promise<unknown>;
  /** The success text of a delete. */
  deleted: string;
  deleteQuestion: (row: T) => string;
  /** More toolbar content beside Add new (filters, exports). */
  toolbarActions?: DataTableProps<T>['toolbarActions'];
  /** Other DataTable options (search label, empty message, bulk actions…). */
  table?: Partial<Omit<DataTableProps<T>, 'tableId' | 'columns' | 'rows' | 'query' | 'paging' | 'rowCount' | 'rowActions'>>;
}

/** A catalogue list screen: title, Add new, the table, and Edit / Delete (with confirmation) per row. */
export function CrudListPage<T extends MRT_RowData & { id: number }>(props: CrudListPageProps<T>) {
  const { title, tableId, columns, query, basePath, operations, remove, deleted, deleteQuestion, toolbarActions, table } = props;
  const canCreate = useCan(operations.create);
  // An unpaged list still keeps its sort in the URL.
  const sortState = useListState(tableId);
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
        {...table}
        tableId={tableId}
        columns={columns}
        query={query}
        {...('paging' in props
          ? { rows: props.rows, rowCount: props.rowCount, paging: props.paging, serverSorting: props.serverSorting }
          : { rows: props.query.data?.rows, sortState })}
        toolbarActions={
          (canCreate || toolbarActions) && (
            <>
              {canCreate && <AddNewLink to={`${basePath}/add`} />}
              {toolbarActions}
            </>
          )
        }
        rowActions={rowActions}
      />
    </ListPage>
  );
}
