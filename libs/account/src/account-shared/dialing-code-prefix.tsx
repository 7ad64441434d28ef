import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

const Prefix = styled.span`
  color: ${tokens.color.textMuted};
  font-size: 1rem;
`;

/** The country dialing code inside a mobile number's field, before the input; `label` names it ("Country code +63"). */
export function DialingCodePrefix({ code, label }: { code: string; label: string }) {
  return <Prefix aria-label={label}>{code}</Prefix>;
}
