import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up between tests by itself only with vitest globals on; we keep globals off.
afterEach(() => cleanup());
