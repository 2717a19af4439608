export * from './settings.js';
export * from './site-content.js';
export * from './figures.js';
