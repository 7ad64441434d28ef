import type { ApiClient } from '@wl/api-client';
import type { Page, RangeParams } from '@wl/api-client/contract/money-common';
import { useApiClient } from '@wl/session';
import { moneyKeys } from '../keys';
import type { RangePreset } from './range-rules';
import { RECORDS_PAGE_SIZE, RecordList, type RecordListProps } from './record-list';
import { RecordsFrame } from './records-frame';

export interface RangeRecordsProps<T> extends Omit<RecordListProps<T>, 'queryKey' | 'fetchPage'> {
  /** The range shown before the member picks one. */
  fallback?: RangePreset;
  /** The list's name in its query key, after the session token and before the range. */
  part: string;
  /** One page of the records in the range. */
  fetchRange: (client: ApiClient, query: RangeParams, signal: AbortSignal) => Promise<Page<T>>;
}

/** A records screen: the date range bar, and the list of the member's records in the range, page by page. */
export function RangeRecords<T>({ fallback, part, fetchRange, ...list }: RangeRecordsProps<T>) {
  const client = useApiClient();
  return (
    <RecordsFrame fallback={fallback}>
      {({ token, range, tzOffset }) => (
        <RecordList<T>
          {...list}
          queryKey={moneyKeys.part(token, part, range.startDate, range.endDate)}
          fetchPage={(page, signal) =>
            fetchRange(
              client,
              { startDate: range.startDate, endDate: range.endDate, tzOffset, page, size: RECORDS_PAGE_SIZE },
              signal,
            )
          }
        />
      )}
    </RecordsFrame>
  );
}
