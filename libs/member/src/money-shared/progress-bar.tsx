import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

type ProgressFill = 'primary' | 'accent';

const Track = styled.div<{ $thickness: number; $fill: ProgressFill }>`
  height: ${({ $thickness }) => $thickness}px;
  border-radius: ${({ $thickness }) => $thickness / 2}px;
  background: ${tokens.color.border};
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    background: ${({ $fill }) => tokens.color[$fill]};
  }
`;

export interface ProgressBarProps {
  /** 0 to 100. */
  percent: number;
  /** The bar's accessible name. */
  label: string;
  /** Height in px; the ends are rounded. */
  thickness?: number;
  fill?: ProgressFill;
}

/** How far the member is towards a goal, as a thin bar that reads as a progressbar. */
export function ProgressBar({ percent, label, thickness = 6, fill = 'primary' }: ProgressBarProps) {
  return (
    <Track
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
      $thickness={thickness}
      $fill={fill}
    >
      <span style={{ width: `${percent}%` }} />
    </Track>
  );
}
