import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';
import { flagEmoji } from './rules';

const Circle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.375em;
  height: 1.375em;
  overflow: hidden;
  border: 1px solid ${tokens.color.border};
  border-radius: 50%;
  background: ${tokens.color.surface};
  line-height: 1;

  & > span {
    font-size: 1.75em;
  }
`;

/** A circular flag: the emoji flag of a region cropped to a circle (no image download). */
export function FlagCircle({ region }: { region: string }) {
  return (
    <Circle aria-hidden="true" data-flag={region}>
      <span>{flagEmoji(region)}</span>
    </Circle>
  );
}
