import type { Page } from '@wl/api-client/contract/money-common';

export type { Page };

/** One page of a list with the total row count: `pageNum` from 1, `totalPages` at least 1. */
export function pageAnswer<T>(content: T[], total: number, paging: { page: number; size: number }): Page<T> {
  return { content, pageNum: paging.page, totalPages: Math.max(1, Math.ceil(total / paging.size)), total };
}
