import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: 999px;
  background: ${tokens.color.border};
`;

const Fill = styled.div<{ $warned: boolean }>`
  height: 100%;
  background: ${({ $warned }) => ($warned ? tokens.color.danger : tokens.color.primary)};
`;

const Figures = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export interface UsageMeterProps {
  /** Accessible name of the meter. */
  label: string;
  /** Share used, 0–1. */
  share: number;
  warned: boolean;
  used: string;
  remaining: string;
}

/** How much of a limit is used: a meter (danger colour from 80 %) with the used and remaining figures. */
export function UsageMeter({ label, share, warned, used, remaining }: UsageMeterProps) {
  const percent = Math.round(share * 100);
  return (
    <div>
      <Track
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${used} · ${remaining}`}
      >
        <Fill $warned={warned} style={{ width: `${percent}%` }} />
      </Track>
      <Figures>
        <span>{used}</span>
        <span>{remaining}</span>
      </Figures>
    </div>
  );
}
