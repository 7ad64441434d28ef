import { SKIP_WAITING } from '../service-worker/rules';
import { UPDATE_OFFER_DELAY_MS, UPDATE_TAKEOVER_TIMEOUT_MS, UPDATE_WINDOW_MS } from './rules';
import { createUpdateController } from './update-controller';

function setup() {
  const reload = vi.fn();
  const keepFormDraft = vi.fn();
  const worker = { postMessage: vi.fn() };
  const controller = createUpdateController({ reload, keepFormDraft });
  const offered = () => controller.store.getState().offered;
  return { controller, reload, keepFormDraft, worker, offered };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('update offer: 200 ms after the waiting event, for 60 s', () => {
  it('is not offered before the delay, offered at 200 ms, withdrawn after the 60 s window', () => {
    const { controller, worker, offered } = setup();
    controller.onWaiting(worker);
    vi.advanceTimersByTime(UPDATE_OFFER_DELAY_MS - 1);
    expect(offered()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(offered()).toBe(true);
    vi.advanceTimersByTime(UPDATE_WINDOW_MS - 1);
    expect(offered()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(offered()).toBe(false);
  });

  it('"update now" keeps the form, asks the waiting worker to take over, and reloads once it has', () => {
    const { controller, worker, reload, keepFormDraft } = setup();
    controller.onWaiting(worker);
    vi.advanceTimersByTime(UPDATE_OFFER_DELAY_MS);
    controller.accept();
    expect(keepFormDraft).toHaveBeenCalledOnce();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(controller.store.getState()).toEqual({ offered: false, updating: true });
    expect(reload).not.toHaveBeenCalled();
    controller.onControllerChange(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads anyway when the new worker does not take over in time', () => {
    const { controller, worker, reload } = setup();
    controller.onWaiting(worker);
    controller.accept();
    vi.advanceTimersByTime(UPDATE_TAKEOVER_TIMEOUT_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('"not now" withdraws the offer without reloading', () => {
    const { controller, worker, reload, offered } = setup();
    controller.onWaiting(worker);
    vi.advanceTimersByTime(UPDATE_OFFER_DELAY_MS);
    controller.dismiss();
    expect(offered()).toBe(false);
    vi.advanceTimersByTime(UPDATE_WINDOW_MS);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a first worker taking control is no update', () => {
    const { controller, offered, reload } = setup();
    controller.onControllerChange(true);
    vi.advanceTimersByTime(UPDATE_OFFER_DELAY_MS);
    expect(offered()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('when another tab updated, this tab is offered the reload (never runs old code on the new worker unasked)', () => {
    const { controller, offered, reload, keepFormDraft } = setup();
    controller.onControllerChange(false);
    vi.advanceTimersByTime(UPDATE_OFFER_DELAY_MS);
    expect(offered()).toBe(true);
    controller.accept();
    expect(keepFormDraft).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a second waiting event restarts the delay and the window', () => {
    const { controller, worker, offered } = setup();
    controller.onWaiting(worker);
    vi.advanceTimersByTime(UPDATE_OFFER_DELAY_MS + UPDATE_WINDOW_MS - 10);
    controller.onWaiting(worker);
    vi.advanceTimersByTime(UPDATE_OFFER_DELAY_MS + 100);
    expect(offered()).toBe(true);
  });
});
