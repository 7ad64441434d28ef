import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { Button, toast } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useFlags } from '@wl/session';
import type { LoginMethod } from './login-method';
import { showsSocialButton, type SocialProviderId } from './social-visibility';
import { socialProvider } from './social-providers';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Caption = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  text-align: center;
  color: ${tokens.color.textMuted};
`;

const flagOf = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' } as const;
const ids: readonly SocialProviderId[] = ['facebook', 'google'];

/**
 * Social sign-in buttons: each shows only when its flag is on, a provider for it is registered and
 * initialised, and the username method is active. None shows by default (no provider ships).
 */
export function SocialButtons({ method }: { method: LoginMethod }) {
  const { t } = useTranslation();
  const flags = useFlags();
  const visible = ids.filter((id) =>
    showsSocialButton({ flagOn: flags[flagOf[id]], providerReady: socialProvider(id)?.ready() ?? false, method }),
  );
  if (visible.length === 0) return null;

  const signIn = async (id: SocialProviderId) => {
    try {
      await socialProvider(id)?.signIn();
      // The platform has no social login call yet: an identity is never accepted silently.
      toast.error(t('errors.noPermission'));
    } catch {
      toast.error(t('errors.unknown'));
    }
  };

  return (
    <Row>
      <Caption>{t('login.social.label')}</Caption>
      {visible.map((id) => (
        <Button key={id} variant="secondary" block onClick={() => void signIn(id)}>
          {t(`login.social.${id}`)}
        </Button>
      ))}
    </Row>
  );
}
