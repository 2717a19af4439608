import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { LoginSchema, type Login } from '@valuta/shared/auth';
import { PublicSiteLink } from '../../components/PublicSiteLink';
import { FAILURES, showFieldErrors } from '../../lib/failures';
import { ServerNote } from '../desktop/ServerNote';
import { authKeys, login } from './auth.queries';

const LOGIN_FIELDS = ['email', 'password'] as const;

/** 'Area Amministrativa': e-mail and password, 'Accedi', and the way back to the public site. */
export function LoginPage() {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Login>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  const mutation = useMutation({
    mutationFn: login,
    meta: { failure: FAILURES.login, formFields: LOGIN_FIELDS },
    onSuccess: async () => {
      notification.success({ title: 'Login effettuato', description: "Benvenuto nell'area amministrativa" });
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
    onError: (error) => showFieldErrors(error, setError, LOGIN_FIELDS),
  });

  // The two fields share one message ('Inserisci email e password.'), shown once under the password.
  const validationMessage = errors.email?.message ?? errors.password?.message;

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center' }}>
          Area Amministrativa
        </Typography.Title>
        <Form layout="vertical" onFinish={() => void handleSubmit((values) => mutation.mutate(values))()} noValidate>
          <Form.Item label="Email" htmlFor="login-email" validateStatus={errors.email ? 'error' : undefined}>
            <Controller
              name="email"
              control={control}
              render={({ field }) => <Input {...field} id="login-email" type="email" autoComplete="username" autoFocus />}
            />
          </Form.Item>
          <Form.Item label="Password" htmlFor="login-password" validateStatus={errors.password ? 'error' : undefined} help={validationMessage}>
            <Controller
              name="password"
              control={control}
              render={({ field }) => <Input.Password {...field} id="login-password" autoComplete="current-password" />}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
            Accedi
          </Button>
        </Form>
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          <PublicSiteLink path="/">Torna alla home</PublicSiteLink>
        </Typography.Paragraph>
        <ServerNote />
      </Card>
    </main>
  );
}
