import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, type ReactNode } from 'react';
import { BootScreen } from './BootScreen';
import { LoginPage } from '../features/auth/LoginPage';
import { authCheckQuery } from '../features/auth/auth.queries';
import { INLINE_FAILURE } from '../lib/failures';
import { withAntd } from './with-antd';

/** Seen once per invited member: its own chunk, not part of the sign-in screen's download. */
const ChooseNewPasswordPage = lazy(
  withAntd(() => import('../features/auth/ChooseNewPasswordPage').then((module) => ({ default: module.ChooseNewPasswordPage }))),
);

const Checking = () => <BootScreen status="Verifica della sessione…" />;

/**
 * While the session is checked: the boot screen; signed out, or when the check fails: the login screen
 * instead of the page; signed in with a temporary password: only the screen to choose a new one.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery({ ...authCheckQuery(), meta: INLINE_FAILURE });
  if (isPending) return <Checking />;
  if (!data?.authenticated) return <LoginPage />;
  if (data.admin.mustChangePassword) {
    return (
      <Suspense fallback={<Checking />}>
        <ChooseNewPasswordPage email={data.admin.email} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
