import { useSearchParams } from 'react-router-dom';
import { presetRange, rangeFromSearch } from '../agent-shared/report-dates';
import type { DayRange } from '../agent-shared/report-dates';

/** The report range and page in the query string (back/forward and shared links keep them). */
export function useRangeParams(today: string, fallback: DayRange = presetRange('today', today)) {
  const [params, setParams] = useSearchParams();
  const range = rangeFromSearch(params, fallback);
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  return {
    range,
    pageNo,
    params,
    setRange: (r: DayRange) => update({ startDate: r.startDate, endDate: r.endDate, pageNo: undefined }),
    setPage: (page: number) => update({ pageNo: String(page) }),
    update,
  };
}
