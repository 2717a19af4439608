import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { PASSWORD_HINT } from '@valuta/shared/auth';
import { FAILURES } from '../../lib/failures';
import { markRefusedFields } from '../../lib/form-field-errors';
import { changeOwnPassword } from '../team/team.queries';
import { authKeys, forgetSession, logout } from './auth.queries';
import { newPasswordRule } from './new-password-rule';
import { useToasts } from '../../app/toasts';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

interface NewPasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/**
 * 'Scegli una nuova password': all that a member signed in with a temporary password (an invitation, a reset)
 * sees until they choose their own; the server refuses every other back-office call meanwhile.
 */
export function ChooseNewPasswordPage({ email }: { email: string | null }) {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  const [form] = Form.useForm<NewPasswordForm>();

  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: NewPasswordForm) => changeOwnPassword({ currentPassword, newPassword }),
    meta: { failure: FAILURES.passwordChange, formFields: PASSWORD_FIELDS },
    onSuccess: async () => {
      notification.success({ title: 'Password cambiata', description: 'Da ora accedi con la tua nuova password.' });
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
    // The server's words on the field it refused (a wrong temporary password, a common one), instead of a toast.
    onError: (error) => markRefusedFields(form, error, PASSWORD_FIELDS),
  });
  const signOut = useMutation({ mutationFn: logout, meta: { failure: FAILURES.logout }, onSuccess: () => forgetSession(queryClient) });

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center' }}>
          Scegli una nuova password
        </Typography.Title>
        <Typography.Paragraph>
          Hai effettuato l'accesso{email ? ` come ${email}` : ''} con una password temporanea. Per continuare scegline una che conoscerai solo tu.
        </Typography.Paragraph>
        <Form<NewPasswordForm> form={form} layout="vertical" onFinish={(values) => change.mutate(values)}>
          {/* The e-mail, for the browser's password manager to save the new password under it. */}
          <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
          <Form.Item
            label="Password temporanea"
            name="currentPassword"
            rules={[{ required: true, message: 'Inserisci la password temporanea che hai ricevuto.' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item label="Nuova password" name="newPassword" required extra={PASSWORD_HINT} rules={[newPasswordRule]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Ripeti la nuova password"
            name="confirmation"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: 'Ripeti la nuova password.' },
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  if (value && value !== getFieldValue('newPassword')) throw new Error('Le due password non coincidono.');
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            Salva e continua
          </Button>
        </Form>
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          <Button type="link" onClick={() => signOut.mutate()} loading={signOut.isPending}>
            Esci
          </Button>
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
