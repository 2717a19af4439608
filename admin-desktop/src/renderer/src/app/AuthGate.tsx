import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { ChooseNewPasswordPage } from '../features/auth/ChooseNewPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { authCheckQuery } from '../features/auth/auth.queries';
import { INLINE_FAILURE } from '../lib/failures';

/**
 * While the session is checked: a loading state; signed out, or when the check fails: the login screen
 * instead of the page; signed in with a temporary password: only the screen to choose a new one.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery({ ...authCheckQuery(), meta: INLINE_FAILURE });
  if (isPending) {
    return (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <Spin size="large" description="Verifica della sessione..." />
      </div>
    );
  }
  if (!data?.authenticated) return <LoginPage />;
  if (data.admin.mustChangePassword) return <ChooseNewPasswordPage email={data.admin.email} />;
  return <>{children}</>;
}
