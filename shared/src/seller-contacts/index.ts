export * from './request.js';
export * from './admin.js';
