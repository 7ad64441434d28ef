import type { ReactNode } from 'react';
import { Page } from '@wl/ui-kit';
import { RealMemberGate } from '../account-gate';
import { DateRangeBar } from './date-range-bar';
import type { DateRange, RangePreset } from './range-rules';
import { useDateRange } from './use-date-range';

/**
 * The frame of a records screen: real members only, the date range from the address on top and the
 * list below, given the session token and the range.
 */
export function RecordsFrame({
  children,
  fallback = 'last7',
}: {
  children: (input: { token: string; range: DateRange; tzOffset: number }) => ReactNode;
  fallback?: RangePreset;
}) {
  const { range, tzOffset, choosePreset, chooseCustom } = useDateRange(fallback);
  return (
    <RealMemberGate>
      {(token) => (
        <Page gap="sm">
          <DateRangeBar
            key={`${range.startDate}/${range.endDate}`}
            range={range}
            onPreset={choosePreset}
            onCustom={chooseCustom}
          />
          {children({ token, range, tzOffset })}
        </Page>
      )}
    </RealMemberGate>
  );
}
