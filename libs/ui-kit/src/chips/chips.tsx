import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { chipFace, chosenChipFace } from '../internal/chip-face';

export interface ChipProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** Shown as chosen and exposed as `aria-pressed`. */
  pressed: boolean;
  children: ReactNode;
}

const Toggle = styled.button`
  ${chipFace}
  justify-content: center;
  font: inherit;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &[aria-pressed='true'] {
    ${chosenChipFace}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** One toggle chip (`aria-pressed`), for grids of picks or a chip that is not one of a group's values. */
export function Chip({ pressed, children, ...rest }: ChipProps) {
  return (
    <Toggle {...rest} type="button" aria-pressed={pressed}>
      {children}
    </Toggle>
  );
}

export interface ChipOption<T> {
  value: T;
  label: ReactNode;
  /** Accessible name when the label alone is not enough (e.g. an amount with its currency spelled out). */
  'aria-label'?: string;
  disabled?: boolean;
}

type GroupName =
  { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

export type ChipsProps<T> = GroupName & {
  options: readonly ChipOption<T>[];
  /** The pressed chip's value (compared with Object.is); undefined when none is. */
  value: T | undefined;
  /** A chip was pressed (also when it already was: a quick amount can be chosen again). */
  onChange: (value: T) => void;
  /** Disables every chip, e.g. while the choice is being saved. */
  disabled?: boolean;
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * A named group of toggle chips of which one is pressed: quick amounts, date presets, reality-check intervals.
 * Each chip is a button with `aria-pressed`, so it is reached with Tab and pressed with Enter or Space.
 */
export function Chips<T>({ options, value, onChange, disabled = false, ...name }: ChipsProps<T>) {
  return (
    <Row role="group" aria-label={name['aria-label']} aria-labelledby={name['aria-labelledby']}>
      {options.map((option, index) => (
        <Chip
          key={index}
          pressed={value !== undefined && Object.is(value, option.value)}
          aria-label={option['aria-label']}
          disabled={disabled || option.disabled}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Chip>
      ))}
    </Row>
  );
}
