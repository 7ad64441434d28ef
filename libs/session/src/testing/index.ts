// Test entry of @wl/session (`@wl/session/testing`): the fake platform behind the real api client and the app's
// providers, shared by the areas' tests.
export {
  allStoredText,
  fail,
  fakePlatform,
  fakePng,
  ok,
  openedPayload,
  passwordForms,
  renderWithPlatform,
  resetSession,
  testClient,
} from './fake-platform';
export type { FakeAnswer, FakeCall, FakeHandler, LocationProbe, RenderOptions } from './fake-platform';
export { statusFixture } from './status-fixture';
