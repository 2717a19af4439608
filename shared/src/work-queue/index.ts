export * from './queue.js';
export * from './settings.js';
