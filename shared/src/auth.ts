/**
 * The answers of the back office's sign-in calls under /api/auth, as the API sends them and the admin UI
 * reads them.
 */
import type { StaffRole } from './team.js';

/** The administrator a session belongs to. */
export interface SessionAdmin {
  id: number;
  email: string | null;
  name: string | null;
  /** What the UI shows; the server checks the role itself on every call. */
  role: StaffRole;
  /** Signed in with a temporary password: the UI shows only 'Scegli una nuova password' (the server refuses the rest). */
  mustChangePassword: boolean;
}

/** GET /api/auth/check: whether this browser's session is an administrator's. */
export type AuthState = { authenticated: true; admin: SessionAdmin } | { authenticated: false };

/** POST /api/auth/login, when the credentials are right (wrong ones answer 401 with the Italian error). */
export interface LoginResponse {
  success: true;
  admin: { id: number; email: string; name: string | null; role: StaffRole; mustChangePassword: boolean };
}

/** POST /api/auth/logout */
export interface LogoutResponse {
  success: true;
}
