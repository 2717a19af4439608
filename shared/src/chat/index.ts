export * from './session.js';
export * from './after-estimate.js';
export * from './markers.js';
export * from './inputs.js';
export * from './requests.js';
