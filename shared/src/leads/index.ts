export * from './statuses.js';
export * from './contacts-list.js';
export * from './card.js';
export * from './next-action.js';
export * from './activity.js';
export * from './conversation.js';
export * from './contact-form.js';
export * from './contact-save.js';
