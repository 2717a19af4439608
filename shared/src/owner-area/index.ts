/** The owner's area ('Area venditore'): signing in, 'La mia casa' and the selling dashboard. */
export * from './sign-in.js';
export * from './home.js';
export * from './selling.js';
export * from './agent-card.js';
