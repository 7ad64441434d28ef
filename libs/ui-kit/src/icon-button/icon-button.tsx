import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Required: an icon alone has no name, so the button needs one. */
  'aria-label': string;
  /** The icon (decorative; mark SVGs aria-hidden). */
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'plain' | 'primary';
}

const side = { sm: '32px', md: '40px', lg: '48px' } as const;

const StyledIconButton = styled.button<{ $size: keyof typeof side; $tone: 'plain' | 'primary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => side[$size]};
  height: ${({ $size }) => side[$size]};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${({ $tone }) => ($tone === 'primary' ? tokens.color.primary : 'transparent')};
  color: ${({ $tone }) => ($tone === 'primary' ? tokens.color.onPrimary : 'inherit')};
  font-size: 1.25rem;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  & > svg {
    width: 1em;
    height: 1em;
  }
`;

/** A round button holding only an icon; its accessible name comes from `aria-label`. */
export function IconButton({ size = 'md', tone = 'plain', type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} $size={size} $tone={tone}>
      {children}
    </StyledIconButton>
  );
}
