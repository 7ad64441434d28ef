import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAgent } from '../testing/render-agent';
import { ContractCheck } from './contract-check';

const info = (fields: Partial<Record<'dailysalreqtype' | 'divtypecompperiodreq' | 'contracthoursalreq', string>>) => ({
  'GET /wps/agent/dividendInfo': () => ({
    value: { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '', dividendEnabled: false, ...fields },
  }),
});

describe('contract check: one alert per pending contract, Cancel and Go', () => {
  it('shows the alerts in turn; Cancel moves on, Go opens the contract route', async () => {
    const user = userEvent.setup();
    const { location } = renderAgent(<ContractCheck />, {
      path: '/m/home',
      type: 1,
      answers: info({ dailysalreqtype: 'TURNOVER', contracthoursalreq: 'TURNOVER' }),
    });
    const first = await screen.findByRole('dialog', { name: 'Contract waiting for you' });
    expect(first.textContent).toContain('daily salary contract');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('hourly salary contract'));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/member/agent/getHourContract'));
  });

  it('shows nothing when no field is filled', async () => {
    const { calls } = renderAgent(<ContractCheck />, { path: '/m/home', type: 1, answers: info({}) });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/wps/agent/dividendInfo')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the home it is done only once the last alert is answered (the popups wait for it)', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderAgent(<ContractCheck onDone={onDone} />, {
      path: '/m/home',
      type: 1,
      answers: info({ dailysalreqtype: 'TURNOVER', divtypecompperiodreq: 'X' }),
    });
    await screen.findByRole('dialog', { name: 'Contract waiting for you' });
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('dividend contract'));
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the home it is done at once when nothing is pending', async () => {
    const onDone = vi.fn();
    renderAgent(<ContractCheck onDone={onDone} />, { path: '/m/home', type: 1, answers: info({}) });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
