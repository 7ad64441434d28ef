import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
}

const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: 8px;
  min-height: 24px;
  font-size: 0.875rem;
  color: ${tokens.color.text};
  cursor: pointer;

  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Box = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 1px 0 0;
  accent-color: ${tokens.color.primary};
  cursor: inherit;
`;

/** A native checkbox with its label, coloured by the theme. */
export function Checkbox({ label, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-checkbox`;
  return (
    <Row htmlFor={inputId}>
      <Box {...rest} id={inputId} type="checkbox" />
      <span>{label}</span>
    </Row>
  );
}
