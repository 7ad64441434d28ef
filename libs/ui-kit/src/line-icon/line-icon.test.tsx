import { render } from '@testing-library/react';
import { LineIcon } from './line-icon';

describe('LineIcon', () => {
  it('draws its path in the text colour and stays out of the accessibility tree', () => {
    const { container } = render(<LineIcon d="M4 6h16" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(container.querySelector('path')?.getAttribute('d')).toBe('M4 6h16');
  });
});
