export * from './property.js';
export * from './result.js';
export * from './summary.js';
export * from './explanation.js';
export * from './refine.js';
export * from './id.js';
export * from './requests.js';
export * from './admin.js';
