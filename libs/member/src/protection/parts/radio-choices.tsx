import styled from 'styled-components';
import { Fieldset } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 12px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  font-size: 0.875rem;
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${tokens.color.primary};
  }
  & input {
    accent-color: ${tokens.color.primary};
  }
`;

export interface RadioChoicesProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
}

/**
 * A ui-kit fieldset of native radio buttons (arrow keys move between them) whose inputs carry the period
 * itself as their `value` (ui-kit's RadioGroup writes the option's index there instead).
 */
export function RadioChoices<T extends string>({ legend, name, options, value, onChange }: RadioChoicesProps<T>) {
  return (
    <Fieldset legend={legend} direction="row">
      {options.map((option) => (
        <Option key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </Option>
      ))}
    </Fieldset>
  );
}
