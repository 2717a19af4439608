export * from './contact-form.js';
export * from './contact-save.js';
