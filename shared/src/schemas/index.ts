export * from './booking.js';
export * from './consultation.js';
export * from './visit.js';
