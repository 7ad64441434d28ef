import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleBrand } from '@wl/brand/testing';
import { useSessionStore } from '@wl/session';
import { ok, renderWithPlatform, resetSession } from '@wl/session/testing';
import { useFreeTrial } from './use-free-trial';

function TrialButton() {
  const trial = useFreeTrial();
  return (
    <button type="button" aria-busy={trial.pending} onClick={() => void trial.startTrial()}>
      Try
    </button>
  );
}

describe('free trial', () => {
  beforeEach(resetSession);

  it('plays in the trial merchant, starts a type-4 session with trialName, goes home', async () => {
    const user = userEvent.setup();
    const { platform, location } = renderWithPlatform(<TrialButton />, {
      path: '/m/trail',
      routes: {
        'POST /wps/session/login/freeplay': () =>
          ok({
            token: 'guest-tok',
            merchantCode: 'SAMPLETRIAL',
            userName: 'guest_81',
            customerType: 4,
            trialName: 'Guest 81',
          }),
        'POST /wps/session/renew': () => ok({ expiresAt: 1 }),
      },
      brand: sampleBrand(),
    });
    await user.click(screen.getByRole('button', { name: 'Try' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    expect(platform.callsTo('POST', '/wps/session/login/freeplay')[0]?.headers.Merchant).toBe('SAMPLETRIAL');
    expect(useSessionStore.getState().info).toMatchObject({ token: 'guest-tok', type: 4, merchantCode: 'SAMPLETRIAL' });
    expect(sessionStorage.getItem('trialName')).toBe('Guest 81');
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });
});
