import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDateTime } from '@valuta/shared/format';
import {
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  type InviteMember,
  type StaffRole,
  type TeamMemberSummary,
  type TeamPasswordResponse,
} from '@valuta/shared/team';
import { FAILURES, INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { useCurrentMember } from '../auth/use-current-member';
import { inviteMember, memberLabel, resetMemberPassword, teamKeys, teamQuery, updateMember } from './team.queries';
import { useToasts } from '../../app/toasts';
import { ScrollTable } from '../../components/ScrollTable';

const ROLE_OPTIONS = STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }));

/** The temporary password of an invitation or a reset: shown once, or said to be on its way by e-mail. */
function PasswordNotice({ result, onClose }: { result: TeamPasswordResponse | null; onClose: () => void }) {
  return (
    <Modal open={result !== null} title="Password temporanea" onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }}>
      {result?.temporaryPassword ? (
        <Space orientation="vertical">
          <Typography.Text>
            Comunica a {result.member.email} questa password temporanea: non sarà più mostrata. Al primo accesso dovrà sceglierne una nuova.
          </Typography.Text>
          <Typography.Text code copyable aria-label="Password temporanea">
            {result.temporaryPassword}
          </Typography.Text>
        </Space>
      ) : (
        <Typography.Text>La password temporanea è stata inviata per email a {result?.member.email}.</Typography.Text>
      )}
    </Modal>
  );
}

/** Team (titolare): the members, an invitation, role and state changes, password resets. */
export function TeamPage() {
  const me = useCurrentMember();
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  const { data, isPending, isError } = useQuery({ ...teamQuery(), meta: INLINE_FAILURE });
  const [inviting, setInviting] = useState(false);
  const [passwordResult, setPasswordResult] = useState<TeamPasswordResponse | null>(null);
  const [form] = Form.useForm<InviteMember>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
  const invite = useMutation({
    mutationFn: inviteMember,
    meta: { failure: FAILURES.teamInvite },
    onSuccess: async (result) => {
      setInviting(false);
      form.resetFields();
      setPasswordResult(result);
      await refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, ...change }: { id: number; role?: StaffRole; disabled?: boolean }) => updateMember(id, change),
    meta: { failure: FAILURES.teamUpdate },
    onSuccess: async ({ member }) => {
      notification.success({ title: 'Membro aggiornato', description: memberLabel(member) });
      await refresh();
    },
  });
  const reset = useMutation({
    mutationFn: resetMemberPassword,
    meta: { failure: FAILURES.teamReset },
    onSuccess: (result) => setPasswordResult(result),
  });

  const columns: ColumnsType<TeamMemberSummary> = [
    { title: 'Nome', key: 'name', render: (_value, member) => member.name ?? '—' },
    { title: 'Email', dataIndex: 'email' },
    {
      title: 'Ruolo',
      dataIndex: 'role',
      render: (role: StaffRole, member) => (
        <Select
          aria-label={`Ruolo di ${member.email}`}
          size="small"
          value={role}
          options={ROLE_OPTIONS}
          disabled={member.id === me?.id}
          onChange={(next: StaffRole) => update.mutate({ id: member.id, role: next })}
          style={{ width: 140 }}
        />
      ),
    },
    {
      title: 'Stato',
      dataIndex: 'disabled_at',
      render: (disabledAt: string | null) => (disabledAt ? <Tag color="red">Disattivato</Tag> : <Tag color="green">Attivo</Tag>),
    },
    { title: 'Ultimo accesso', dataIndex: 'last_login_at', render: (value: string | null) => (value ? formatDateTime(value) : 'Mai') },
    {
      title: 'Azioni',
      key: 'actions',
      render: (_value, member) =>
        member.id === me?.id ? (
          <Typography.Text type="secondary">Sei tu</Typography.Text>
        ) : (
          <Space>
            <Button size="small" onClick={() => update.mutate({ id: member.id, disabled: member.disabled_at === null })}>
              {member.disabled_at ? 'Riattiva' : 'Disattiva'}
            </Button>
            <Button size="small" onClick={() => reset.mutate(member.id)} aria-label={`Reimposta la password di ${member.email}`}>
              Reimposta password
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <>
      <PageHeading title="Team" />
      <Card>
        <Flex justify="end" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setInviting(true)}>
            Invita membro
          </Button>
        </Flex>
        {isError ? (
          <Alert type="error" showIcon title="Impossibile caricare il team. Riprova più tardi." />
        ) : (
          <ScrollTable<TeamMemberSummary>
            label="Membri del team"
            rowKey="id"
            columns={columns}
            dataSource={data?.members ?? []}
            loading={isPending}
            pagination={false}
            scroll={{ x: 800 }}
          />
        )}
      </Card>

      <Modal
        open={inviting}
        title="Invita un membro del team"
        okText="Invita"
        cancelText="Annulla"
        confirmLoading={invite.isPending}
        onOk={() => form.submit()}
        onCancel={() => setInviting(false)}
      >
        <Form<InviteMember> form={form} layout="vertical" initialValues={{ role: 'consulente' }} onFinish={(values) => invite.mutate(values)}>
          <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: 'Inserisci un indirizzo email valido.' }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Nome" name="name">
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Ruolo" name="role">
            <Select options={ROLE_OPTIONS} aria-label="Ruolo" />
          </Form.Item>
        </Form>
      </Modal>
      <PasswordNotice result={passwordResult} onClose={() => setPasswordResult(null)} />
    </>
  );
}
