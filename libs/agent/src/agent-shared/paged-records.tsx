import type { ReactNode } from 'react';
import { EmptyState } from '@wl/ui-kit';
import { Pager } from './pager';
import { RecordList } from './records';

export interface PagedRecordsProps<Row> {
  /** The loaded page, undefined until it comes. */
  page: { rows: readonly Row[]; totalPages: number } | undefined;
  pageNo: number;
  onPage: (pageNo: number) => void;
  /** The list's accessible name. */
  label?: string;
  /** Said when the loaded page has no rows; nothing is said when omitted. */
  emptyText?: string;
  /** A row's record card (`<Card as="li">` with its key). */
  children: (row: Row) => ReactNode;
}

/** One page of records: the empty note, the list of record cards and the pager. */
export function PagedRecords<Row>({ page, pageNo, onPage, label, emptyText, children }: PagedRecordsProps<Row>) {
  return (
    <>
      {emptyText !== undefined && page && page.rows.length === 0 ? <EmptyState text={emptyText} /> : null}
      <RecordList aria-label={label}>{page?.rows.map((row) => children(row))}</RecordList>
      {page ? <Pager pageNo={pageNo} totalPages={page.totalPages} onPage={onPage} /> : null}
    </>
  );
}
