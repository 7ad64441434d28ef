import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rangeFromParams } from './range-rules';
import type { DateRange, RangePreset } from './range-rules';

/** The records range kept in the address (back and forward work, a shared link shows the same range). */
export function useDateRange(fallback: RangePreset = 'last7') {
  const [params, setParams] = useSearchParams();
  const tzOffset = new Date().getTimezoneOffset();
  const key = params.toString();
  const range: DateRange = useMemo(
    () => rangeFromParams(params, Date.now(), tzOffset, fallback),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the address changes
    [key, tzOffset, fallback],
  );
  const choosePreset = (preset: RangePreset) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('from');
        next.delete('to');
        next.set('range', preset);
        return next;
      },
      { replace: true },
    );
  const chooseCustom = (from: string, to: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('range');
        next.set('from', from);
        next.set('to', to);
        return next;
      },
      { replace: true },
    );
  return { range, tzOffset, choosePreset, chooseCustom };
}
