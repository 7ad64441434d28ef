import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Page, plainButton, surfaceList } from '@wl/ui-kit';
import { useLogout } from '@wl/session';
import { useIsLoggedIn } from '@wl/session';

import { sitePaths } from '@wl/brand';
const List = styled.ul`
  ${surfaceList}
`;

const Entry = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 52px;
  padding: 0 16px;
  ${plainButton}
`;

/** /m/set (member area §2): "Change password" (needs a session, else /m/login) and "Logout". */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();

  return (
    <Page gap="lg" inset="md" aria-label={t('login.settings.label')}>
      <List>
        <li>
          <Entry type="button" onClick={() => navigate(loggedIn ? sitePaths.changePassword : sitePaths.login)}>
            {t('login.settings.changePassword')}
            <span aria-hidden="true">›</span>
          </Entry>
        </li>
      </List>
      {loggedIn ? (
        <Button
          variant="danger"
          size="lg"
          block
          loading={logout.pending}
          aria-haspopup="dialog"
          onClick={logout.requestLogout}
        >
          {t('login.settings.logout')}
        </Button>
      ) : null}
      {logout.confirmDialog}
    </Page>
  );
}
