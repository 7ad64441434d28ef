// Test helpers (`@wl/brand/testing`): never imported by production code.
export { sampleBrand } from './sample-brand';
