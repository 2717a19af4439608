import { MAX_MISSES } from './engine.js';
import { LONGEST_PATH } from './steps/index.js';

/**
 * Replies one conversation may send in a minute when RATE_LIMIT_CHAT_PER_MINUTE is not set: every question of
 * the longest path answered after two replies Amelia could not read. Someone who presses every button at once
 * finishes the detailed path, the refinement and the talk after the estimate well within it.
 */
export const CHAT_REPLIES_PER_MINUTE = LONGEST_PATH * (1 + MAX_MISSES);
