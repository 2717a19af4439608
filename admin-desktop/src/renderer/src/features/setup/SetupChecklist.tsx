import { useNavigate } from 'react-router-dom';
import { PLAIN_TOKENS as token } from '../../app/theme';
import { Button } from '../../components/plain/Button';
import { Panel } from '../../components/plain/Panel';
import { Tag } from '../../components/plain/Tag';
import type { Setup } from './use-setup';

/** A green dark enough for white text on it (WCAG AA); Ant Design's success green is not. */
const DONE_GREEN = '#237804';

/**
 * 'Per iniziare': the titolare's first steps, what is done, and for the next one why it matters and the button
 * to where it is done; each other step left to do keeps a link there. Short, so that on a phone it ends well
 * above the toasts at the bottom of the screen, and with its buttons on the left, under the steps. Drawn with
 * plain elements, as the landing page it opens (components/plain/Panel.tsx says why).
 */
export function SetupChecklist({ setup }: { setup: Setup }) {
  const navigate = useNavigate();
  if (!setup.steps) return null;
  const doneCount = setup.steps.filter((step) => step.done).length;
  const next = setup.steps.find((step) => !step.done);

  return (
    <Panel title="Per iniziare" titleId="setup-title" style={{ marginBottom: 16, maxWidth: 720 }} bodyStyle={{ paddingTop: 8 }}>
      <p style={{ marginTop: 0, marginBottom: '1em', color: token.colorTextSecondary }}>
        {doneCount} di {setup.steps.length} fatti. Questa lista resta qui finché non è completa.
      </p>
      <ol aria-labelledby="setup-title" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {setup.steps.map((step, index) => (
          <li key={step.key} style={{ padding: '12px 0', borderTop: index > 0 ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
            <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
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
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                  <strong style={{ fontWeight: token.fontWeightStrong }}>{step.title}</strong>
                  {step.done ? <Tag color={DONE_GREEN}>Fatto</Tag> : <Tag>Da fare</Tag>}
                  {!step.done && step !== next ? (
                    <Button variant="link" size="small" style={{ padding: 0 }} onClick={() => void navigate(step.path)}>
                      {step.action}
                    </Button>
                  ) : null}
                </div>
                {step === next ? (
                  <>
                    <span style={{ color: token.colorTextSecondary }}>{step.why}</span>
                    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
                      <Button variant="primary" onClick={() => void navigate(step.path)}>
                        {step.action}
                      </Button>
                      {step.key === 'team' ? (
                        <Button variant="link" onClick={setup.markWorksAlone}>
                          Lavoro da solo
                        </Button>
                      ) : null}
                    </div>
                  </>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
