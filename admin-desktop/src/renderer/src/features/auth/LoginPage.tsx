import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { LOGIN_REQUIRED_MESSAGE } from '@valuta/shared/session';
import { PLAIN_TOKENS as token } from '../../app/theme';
import { useToasts } from '../../app/toasts';
import { PublicSiteLink } from '../../components/PublicSiteLink';
import { apiErrorOf } from '../../lib/api-errors';
import { FAILURES } from '../../lib/failures';
import { ServerNote } from '../desktop/ServerNote';
import { authKeys, login } from './auth.queries';

const LOGIN_FIELDS = ['email', 'password'] as const;
type LoginField = (typeof LOGIN_FIELDS)[number];

/**
 * 'Area Amministrativa': e-mail and password, 'Accedi', and the way back to the public site. The first screen
 * of the back office, often opened on a phone, so it is built from plain elements drawn with the theme's
 * tokens, written out (PLAIN_TOKENS, app/theme.ts) so that no theme is computed before it shows: Ant Design's Input, Button, Form and Card would bring their validation engine, popups and tabs to a
 * screen that needs none of them (see docs/decisions/0100-admin-sign-in-bundle.md). The two fields are
 * checked here for emptiness only; the server checks them with LoginSchema, and its refusals land here too.
 */
export function LoginPage() {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The two fields share one message ('Inserisci email e password.'), shown once under the password.
  const [refusal, setRefusal] = useState<{ fields: readonly LoginField[]; message: string } | null>(null);

  const mutation = useMutation({
    mutationFn: login,
    meta: { failure: FAILURES.login, formFields: LOGIN_FIELDS },
    onSuccess: async () => {
      notification.success({ title: 'Login effettuato', description: "Benvenuto nell'area amministrativa" });
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
    onError: (error) => {
      const refused = apiErrorOf(error)?.fields ?? {};
      const fields = LOGIN_FIELDS.filter((field) => refused[field] !== undefined);
      setRefusal(fields.length > 0 ? { fields, message: refused[fields[0]!]! } : null);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = LOGIN_FIELDS.filter((field) => (field === 'email' ? email.trim() : password) === '');
    if (missing.length > 0) {
      setRefusal({ fields: missing, message: LOGIN_REQUIRED_MESSAGE });
      return;
    }
    setRefusal(null);
    mutation.mutate({ email: email.trim(), password });
  }

  const input = (field: LoginField): CSSProperties => ({
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    padding: '4px 11px',
    minHeight: token.controlHeight,
    font: 'inherit',
    color: token.colorText,
    background: token.colorBgContainer,
    border: `1px solid ${refusal?.fields.includes(field) ? token.colorError : token.colorBorder}`,
    borderRadius: token.borderRadius,
  });
  const invalidProps = (field: LoginField) =>
    refusal?.fields.includes(field) ? ({ 'aria-invalid': true, 'aria-describedby': 'login-error' } as const) : {};

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, boxSizing: 'border-box', background: '#f0f2f5' }}>
      <section
        style={{
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: 400,
          padding: 24,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <h1 style={{ fontSize: 24, fontWeight: 600, lineHeight: 1.35, textAlign: 'center', margin: '0 0 24px', color: token.colorTextHeading }}>
          Area Amministrativa
        </h1>
        <form noValidate onSubmit={submit}>
          <label htmlFor="login-email" style={{ display: 'block', marginBottom: 8 }}>
            Email
          </label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            style={input('email')}
            {...invalidProps('email')}
          />
          <label htmlFor="login-password" style={{ display: 'block', margin: '24px 0 8px' }}>
            Password
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            style={input('password')}
            {...invalidProps('password')}
          />
          {refusal ? (
            <div id="login-error" role="alert" style={{ color: token.colorError, marginTop: 4 }}>
              {refusal.message}
            </div>
          ) : null}
          <button
            type="submit"
            aria-busy={mutation.isPending}
            disabled={mutation.isPending}
            style={{
              display: 'block',
              width: '100%',
              marginTop: 24,
              minHeight: token.controlHeight,
              font: 'inherit',
              color: token.colorTextLightSolid,
              background: token.colorPrimary,
              border: 'none',
              borderRadius: token.borderRadius,
              cursor: mutation.isPending ? 'wait' : 'pointer',
              opacity: mutation.isPending ? 0.65 : 1,
            }}
          >
            Accedi
          </button>
        </form>
        <p style={{ textAlign: 'center', margin: '16px 0 0' }}>
          <PublicSiteLink path="/" style={{ color: token.colorLink }}>
            Torna alla home
          </PublicSiteLink>
        </p>
        <ServerNote />
      </section>
    </main>
  );
}
