import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input } from 'antd';
import { PASSWORD_HINT } from '@valuta/shared/auth';
import { STAFF_ROLE_LABELS } from '@valuta/shared/team';
import type { ChangePassword } from '@valuta/shared/auth';
import { FAILURES } from '../../lib/failures';
import { markRefusedFields } from '../../lib/form-field-errors';
import { PageHeading } from '../../pages/PageHeading';
import { newPasswordRule } from '../auth/new-password-rule';
import { useCurrentMember } from '../auth/use-current-member';
import { changeOwnPassword } from './team.queries';
import { useToasts } from '../../app/toasts';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

/** Il mio profilo: who I am, and my own password (my other sessions end when it changes). */
export function ProfilePage() {
  const me = useCurrentMember();
  const { notification } = useToasts();
  const [form] = Form.useForm<ChangePassword>();
  const change = useMutation({
    mutationFn: changeOwnPassword,
    meta: { failure: FAILURES.passwordChange, formFields: PASSWORD_FIELDS },
    onSuccess: () => {
      form.resetFields();
      notification.success({ title: 'Password cambiata', description: 'Le altre sessioni del tuo account sono state chiuse.' });
    },
    // The server's words on the field it refused (a wrong current password), instead of a toast.
    onError: (error) => markRefusedFields(form, error, PASSWORD_FIELDS),
  });

  return (
    <>
      <PageHeading title="Il mio profilo" />
      <Card style={{ maxWidth: 560, marginBottom: 16 }}>
        <Descriptions column={1}>
          <Descriptions.Item label="Email">{me?.email}</Descriptions.Item>
          <Descriptions.Item label="Nome">{me?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Ruolo">{me ? STAFF_ROLE_LABELS[me.role] : ''}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Cambia password" style={{ maxWidth: 560 }}>
        <Form<ChangePassword> form={form} layout="vertical" onFinish={(values) => change.mutate(values)}>
          <Form.Item label="Password attuale" name="currentPassword" rules={[{ required: true, message: 'Inserisci la password attuale.' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item label="Nuova password" name="newPassword" required extra={PASSWORD_HINT} rules={[newPasswordRule]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            Cambia password
          </Button>
        </Form>
      </Card>
    </>
  );
}
