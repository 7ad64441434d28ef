import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/tokens';
import { SpinnerGlyph } from '../internal/spinner-glyph';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores presses until done. */
  loading?: boolean;
  /** Takes the full width of its container. */
  block?: boolean;
  children: ReactNode;
}

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 32px;
    padding: 0 12px;
    font-size: 0.8125rem;
  `,
  md: css`
    min-height: 40px;
    padding: 0 16px;
    font-size: 0.9375rem;
  `,
  lg: css`
    min-height: 48px;
    padding: 0 20px;
    font-size: 1.0625rem;
  `,
};

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${tokens.color.primary};
    color: ${tokens.color.onPrimary};
    border-color: ${tokens.color.primary};
  `,
  // Text in the page text colour: brand primaries are not all legible as text on the surface.
  secondary: css`
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    border-color: ${tokens.color.primary};
  `,
  ghost: css`
    background: transparent;
    color: ${tokens.color.text};
    border-color: transparent;
  `,
  danger: css`
    background: transparent;
    color: ${tokens.color.danger};
    border-color: ${tokens.color.danger};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid;
  border-radius: var(--wl-button-radius, ${tokens.radius});
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition: opacity 0.15s ease;
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
  &:active:not(:disabled) {
    opacity: 0.85;
  }
`;

/** The action button in four variants and three sizes. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $block={block}
    >
      {loading ? <SpinnerGlyph /> : null}
      {children}
    </StyledButton>
  );
}
