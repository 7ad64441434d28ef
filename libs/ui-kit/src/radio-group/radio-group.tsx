import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/tokens';
import { chipFace, chosenChipFace } from '../internal/chip-face';
import { Fieldset, type FieldsetDirection } from '../fieldset/fieldset';

export type RadioAppearance = 'plain' | 'outlined' | 'chip';

export interface RadioOption<T> {
  value: T;
  label: ReactNode;
  /** A second, muted line (outlined appearance), e.g. a payment method's limits. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<T> {
  /** Names the group (a fieldset legend). */
  legend: ReactNode;
  /** Keeps the legend for assistive technology only. */
  hideLegend?: boolean;
  options: readonly RadioOption<T>[];
  /** The chosen value (compared with Object.is, so `null` can stand for "all"); undefined when none is chosen. */
  value: T | undefined;
  onChange: (value: T) => void;
  /** Shared name of the radios; generated when not given. */
  name?: string;
  /** `plain` radios with labels, `outlined` boxes (default), or `chip`s with the radio hidden. */
  appearance?: RadioAppearance;
  /** Options wrapping in a row (default) or one under the other. */
  direction?: FieldsetDirection;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

const appearances: Record<RadioAppearance, ReturnType<typeof css>> = {
  plain: css`
    min-height: 32px;
  `,
  outlined: css`
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${tokens.color.border};
    border-radius: var(--wl-field-radius, ${tokens.radius});
    background: ${tokens.color.surface};

    &:has(input:checked) {
      border-color: ${tokens.color.primary};
    }
  `,
  chip: css`
    & input {
      position: absolute;
      width: 1px;
      height: 1px;
      opacity: 0;
      pointer-events: none;
    }
    & > span {
      ${chipFace}
    }
    & input:checked + span {
      ${chosenChipFace}
    }
    & input:focus-visible + span {
      outline: 2px solid ${tokens.color.primary};
      outline-offset: 2px;
    }
  `,
};

const Choice = styled.label<{ $appearance: RadioAppearance }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${tokens.color.text};
  font-size: 0.875rem;
  cursor: pointer;

  & input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${tokens.color.primary};
    cursor: inherit;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.5;
  }
  ${({ $appearance }) => appearances[$appearance]}
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & small {
    color: ${tokens.color.textMuted};
    font-size: 0.8125rem;
  }
`;

/**
 * Native radio buttons in a fieldset: one tab stop, arrow keys move and choose, the legend names the group.
 * Controlled; values may be any type (strings, numbers, null for "all").
 */
export function RadioGroup<T>({
  legend,
  hideLegend,
  options,
  value,
  onChange,
  name,
  appearance = 'outlined',
  direction = 'row',
  hint,
  error,
  disabled,
}: RadioGroupProps<T>) {
  const autoName = useId();
  const groupName = name ?? autoName;
  return (
    <Fieldset
      legend={legend}
      hideLegend={hideLegend}
      hint={hint}
      error={error}
      direction={direction}
      disabled={disabled}
    >
      {options.map((option, index) => (
        <Choice key={index} $appearance={appearance}>
          <input
            type="radio"
            name={groupName}
            value={String(index)}
            checked={value !== undefined && Object.is(value, option.value)}
            disabled={option.disabled}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
          />
          <Text>
            {option.label}
            {option.description !== undefined && appearance !== 'chip' ? <small>{option.description}</small> : null}
          </Text>
        </Choice>
      ))}
    </Fieldset>
  );
}
