import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { INLINE_FAILURE } from '../../lib/failures';
import { desktopBridge, type DesktopBridge } from '../../lib/runtime';
import { desktopServerQuery } from './desktop.queries';
import { useToasts } from '../../app/toasts';

const SAVE_FAILED = "Impossibile salvare l'indirizzo. Riprova.";

function ServerForm({ desktop }: { desktop: DesktopBridge }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  const current = useQuery(desktopServerQuery(desktop));
  const currentUrl = current.data?.url ?? null;
  // What the user typed; until they type, the address in use is the starting point when changing it.
  const [typed, setTyped] = useState<string | null>(null);
  const address = typed ?? currentUrl ?? '';
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (url: string) => desktop.setServer(url),
    meta: INLINE_FAILURE,
    onSuccess: (result) => {
      if (!result.ok) {
        setProblem(result.message);
        return;
      }
      notification.success({ title: 'Server salvato', description: result.url });
      // Another server, another session: nothing read from the old one may stay on screen.
      queryClient.clear();
      void navigate('/', { replace: true });
    },
    onError: () => setProblem(SAVE_FAILED),
  });

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center' }}>
          Indirizzo del server
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Inserisci l'indirizzo del sito dell'agenzia, per esempio https://agenzia.example.it. L'app verifica che risponda e lo ricorda; potrai
          cambiarlo in seguito dal menu File › Cambia server…
        </Typography.Paragraph>
        <Form
          layout="vertical"
          noValidate
          onFinish={() => {
            setProblem(null);
            save.mutate(address);
          }}
        >
          <Form.Item label="Indirizzo del server" htmlFor="server-address" validateStatus={problem ? 'error' : undefined} help={problem}>
            <Input
              id="server-address"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://agenzia.example.it"
              autoFocus
              value={address}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Form.Item>
          <Flex gap={8} justify="flex-end">
            {currentUrl && <Button onClick={() => void navigate('/', { replace: true })}>Annulla</Button>}
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {save.isPending ? 'Verifica in corso…' : 'Verifica e salva'}
            </Button>
          </Flex>
        </Form>
        {currentUrl && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            Server attuale: {currentUrl}
          </Typography.Paragraph>
        )}
      </Card>
    </main>
  );
}

/**
 * The desktop app's server address page: the first run opens it, and File › Cambia server… comes back to it.
 * The check and the saving happen in the main process; the browser build has no such page.
 */
export function ServerPage() {
  const desktop = desktopBridge();
  return desktop ? <ServerForm desktop={desktop} /> : <Navigate to="/" replace />;
}
