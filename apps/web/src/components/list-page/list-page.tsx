import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type ListResponse } from '@backoffice/contract';
import { useConfirmDelete } from '../use-confirm-delete';
import { PageHeader } from '../page-header';
import { DataTable, type Column } from './data-table';
import { PaginationBar } from './pagination-bar';
import { SearchBox } from './search-box';
import { useListParams, type ListParams } from './use-list-params';

type Row = { id: number };

// Hooks run on every render: a list without deletion gives the hook a mutation it never calls.
const NO_DELETION = { mutateAsync: () => Promise.resolve({}), isPending: false };

export type ListPageProps<T extends Row, TKey extends QueryKey = QueryKey> = {
  title: string;
  emptyText: string;
  columns: Column<T>[];
  /** The feature's list queryOptions factory for the URL's q and page (and, on lists paged by key, its edge). */
  listQuery: (params: ListParams) => UseQueryOptions<ListResponse<T>, Error, ListResponse<T>, TKey>;
  onAdd?: () => void;
  onRowClick?: (row: T) => void;
  /** Adds a trash icon per row that asks before deleting. */
  deletion?: {
    nameOf: (row: T) => string;
    mutation: { mutateAsync: (id: number) => Promise<{ message: string }>; isPending: boolean };
  };
  /** Icons shown before the trash icon. */
  rowActions?: (row: T) => ReactNode;
  /** Extra buttons beside ADD (Export, Import…). */
  actions?: ReactNode;
  /** Shown between the header and the table (filters). */
  filters?: ReactNode;
  isSearchable?: boolean;
  /** The title's heading, for a screen that sends the focus there (after a revert). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
};

/** The list screen every feature reuses: search and page in the URL, table, empty state, ADD, delete confirmation. */
export function ListPage<T extends Row, TKey extends QueryKey = QueryKey>(props: ListPageProps<T, TKey>) {
  const {
    title,
    emptyText,
    columns,
    listQuery,
    onAdd,
    onRowClick,
    deletion,
    rowActions,
    actions,
    filters,
    isSearchable = true,
    headingRef,
  } = props;
  const { t } = useTranslation();
  const params = useListParams();
  const list = useQuery({ ...listQuery({ q: params.q, page: params.page, ...params.edge }), placeholderData: keepPreviousData });
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? ownHeading;
  const confirmDelete = useConfirmDelete<T>({
    mutation: deletion?.mutation ?? NO_DELETION,
    nameOf: (row) => deletion?.nameOf(row) ?? '',
    focusAfterDelete: heading,
  });
  const pagination = list.data?.meta.pagination;
  const totalPages = pagination?.total_pages ?? 1;

  // A page past the end (after a delete or an edited URL) moves back to the last page.
  useEffect(() => {
    if (pagination && params.page > pagination.total_pages) params.setPage(pagination.total_pages);
  }, [pagination, params]);

  const hasActions = Boolean(deletion || rowActions);
  const allColumns: Column<T>[] = hasActions
    ? [
        ...columns,
        {
          header: t('common.actions'),
          align: 'right',
          keepOnPhone: true,
          render: (row) => (
            <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
              {rowActions?.(row)}
              {deletion && (
                <Tooltip title={t('common.delete')}>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('common.deleteNamed', { name: deletion.nameOf(row) })}
                    onClick={() => confirmDelete.ask(row)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          ),
        },
      ]
    : columns;

  return (
    <>
      <PageHeader
        title={title}
        headingRef={heading}
        actions={
          <>
            {actions}
            {onAdd && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
                {t('common.add')}
              </Button>
            )}
          </>
        }
      />
      <Paper>
        {(isSearchable || filters) && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 1.5 }}>
            {isSearchable && <SearchBox value={params.q} onSearch={params.setSearch} onClear={params.clearSearch} />}
            {filters}
          </Stack>
        )}
        <DataTable
          columns={allColumns}
          rows={list.data?.data ?? []}
          firstNumber={((pagination?.current_page ?? params.page) - 1) * (pagination?.per_page ?? PAGE_SIZE) + 1}
          isLoading={list.isFetching}
          emptyText={emptyText}
          onRowClick={onRowClick}
        />
        <PaginationBar
          page={params.page}
          totalPages={totalPages}
          isEstimate={pagination?.total_is_estimate === true}
          // Next and Previous go from the page's edge when the list gives one (a seek, however deep the page).
          onPageChange={(page) =>
            params.setPage(
              page,
              page === params.page + 1 ? { after: pagination?.next_cursor } : { before: pagination?.previous_cursor },
            )
          }
        />
      </Paper>
      {deletion && confirmDelete.dialog}
    </>
  );
}
