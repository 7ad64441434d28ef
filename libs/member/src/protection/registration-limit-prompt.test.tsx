import { screen, waitFor } from '@testing-library/react';
import { memberCalls } from '@wl/api-client/contract';
import { safeSessionStorage, storageKeys } from '@wl/session';
import { protectionStateWith } from '../testing/protection-state';
import { ok, renderMember } from '../testing/render-member';
import RegistrationLimitPrompt from './registration-limit-prompt';

const routes = (atRegistration: boolean) => ({
  [`GET ${memberCalls.protectionState.path}`]: () =>
    ok(
      protectionStateWith({ policy: { limitPromptAtRegistration: atRegistration, limitPromptAtFirstDeposit: false } }),
    ),
});
const justRegistered = { [storageKeys.limitPromptAfterRegistration]: '1' };

describe('limit prompt after registration', () => {
  it('shows once after a registration when the policy asks for it, and takes the flag', async () => {
    renderMember(<RegistrationLimitPrompt />, {
      session: {},
      path: '/m/home',
      routes: routes(true),
      sessionValues: justRegistered,
    });
    const card = await screen.findByRole('region', { name: 'Set a deposit limit?' }, { timeout: 5_000 });
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/m/responsibleGaming');
    expect(safeSessionStorage.get(storageKeys.limitPromptAfterRegistration)).toBeNull();
  });

  it('asks nothing without a registration just done', async () => {
    const { platform } = renderMember(<RegistrationLimitPrompt />, {
      session: {},
      path: '/m/home',
      routes: routes(true),
    });
    expect(screen.queryByRole('region', { name: 'Set a deposit limit?' })).toBeNull();
    expect(platform.callsTo('GET', memberCalls.protectionState.path)).toHaveLength(0);
  });

  it('stays absent when the policy does not prompt at registration', async () => {
    const { queryClient } = renderMember(<RegistrationLimitPrompt />, {
      session: {},
      path: '/m/home',
      routes: routes(false),
      sessionValues: justRegistered,
    });
    await waitFor(
      () =>
        expect(
          queryClient
            .getQueryCache()
            .findAll()
            .map((q) => q.state.status),
        ).toEqual(['success']),
      { timeout: 5_000 },
    );
    expect(screen.queryByRole('region', { name: 'Set a deposit limit?' })).toBeNull();
    expect(safeSessionStorage.get(storageKeys.limitPromptAfterRegistration)).toBeNull();
  });
});
