import { useMemo } from 'react';
import styled from 'styled-components';
import { encode } from 'uqr';
import { tokens } from '@wl/ui-kit/theme';

const Frame = styled.svg`
  display: block;
  width: min(220px, 70vw);
  height: auto;
  align-self: center;
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};

  & path {
    fill: ${tokens.color.text};
  }
`;

/** One path of unit squares, one per dark module (rows joined: `M x y h1 v1 h-1 z`). */
export function modulesPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/**
 * A QR code drawn as SVG elements from the encoder's module matrix (no markup strings). Loaded only
 * by the two-step set-up, so the encoder never weighs on other screens.
 */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const qr = useMemo(() => encode(text, { ecc: 'M', border: 2 }), [text]);
  return (
    <Frame role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
      <path d={modulesPath(qr.data)} />
    </Frame>
  );
}
