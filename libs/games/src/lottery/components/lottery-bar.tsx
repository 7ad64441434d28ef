import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

/**
 * The bar of a lottery screen shown without the site header, in the header colours, kept on screen.
 * `spot`: room on the left for the play page's corner close hot-spot; `button`: a back button starts it.
 */
export const LotteryBar = styled.header<{ $start: 'spot' | 'button' }>`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ $start }) => ($start === 'spot' ? '8px' : '4px')};
  min-height: 48px;
  padding: 0 12px 0 ${({ $start }) => ($start === 'spot' ? '44px' : '4px')};
  background: ${tokens.color.header};
  color: ${tokens.color.onHeader};
`;

/** The screen's title in the bar, cut with an ellipsis when it does not fit. */
export const LotteryBarTitle = styled.h1`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: 1.0625rem;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
