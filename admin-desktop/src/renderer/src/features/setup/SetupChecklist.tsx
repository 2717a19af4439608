import { Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Setup } from './use-setup';

/** A green dark enough for white text on it (WCAG AA); Ant Design's success green is not. */
const DONE_GREEN = '#237804';

/**
 * 'Per iniziare': the titolare's first steps, what is done, and for the next one why it matters and the button
 * to where it is done; each other step left to do keeps a link there. Short, so that on a phone it ends well
 * above the toasts at the bottom of the screen, and with its buttons on the left, under the steps.
 */
export function SetupChecklist({ setup }: { setup: Setup }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  if (!setup.steps) return null;
  const doneCount = setup.steps.filter((step) => step.done).length;
  const next = setup.steps.find((step) => !step.done);

  return (
    <Card title={<span id="setup-title">Per iniziare</span>} style={{ marginBottom: 16, maxWidth: 720 }} styles={{ body: { paddingTop: 8 } }}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {doneCount} di {setup.steps.length} fatti. Questa lista resta qui finché non è completa.
      </Typography.Paragraph>
      <ol aria-labelledby="setup-title" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {setup.steps.map((step, index) => (
          <li key={step.key} style={{ padding: '12px 0', borderTop: index > 0 ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
            <Flex gap={12} align="flex-start">
              <span
                aria-hidden
                style={{
                  flex: 'none',
                  width: 24,
                  height: 24,
                  borderRadius: 12,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 13,
                  color: step.done ? token.colorTextLightSolid : token.colorText,
                  background: step.done ? DONE_GREEN : token.colorFillSecondary,
                }}
              >
                {step.done ? '✓' : index + 1}
              </span>
              <div>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{step.title}</Typography.Text>
                  {step.done ? <Tag color={DONE_GREEN}>Fatto</Tag> : <Tag>Da fare</Tag>}
                  {!step.done && step !== next ? (
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void navigate(step.path)}>
                      {step.action}
                    </Button>
                  ) : null}
                </Flex>
                {step === next ? (
                  <>
                    <Typography.Text type="secondary">{step.why}</Typography.Text>
                    <Flex gap={8} wrap style={{ marginTop: 8 }}>
                      <Button type="primary" onClick={() => void navigate(step.path)}>
                        {step.action}
                      </Button>
                      {step.key === 'team' ? (
                        <Button type="link" onClick={setup.markWorksAlone}>
                          Lavoro da solo
                        </Button>
                      ) : null}
                    </Flex>
                  </>
                ) : null}
              </div>
            </Flex>
          </li>
        ))}
      </ol>
    </Card>
  );
}
