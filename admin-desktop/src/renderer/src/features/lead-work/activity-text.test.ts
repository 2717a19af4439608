import { describe, expect, it } from 'vitest';
import { activityByline, activityText } from './activity-text';
import { nextActionText } from './next-action-text';

describe('the timeline entries in words', () => {
  it('says how a call went and keeps its note', () => {
    expect(activityText({ kind: 'call', outcome: 'no_answer', note: 'Squilla a vuoto' })).toEqual({
      title: 'Chiamata: Non risponde',
      text: 'Squilla a vuoto',
    });
  });

  it('names a lead-type change with the one word each type has everywhere', () => {
    expect(activityText({ kind: 'lead_type', from: 'unknown', to: 'curious' }).title).toBe('Tipo di lead: Da classificare → Curioso');
  });

  it('marks the note moved from the single notes box of before', () => {
    expect(activityText({ kind: 'note', text: 'Richiamare a maggio', migrated: true }).title).toBe('Nota (dalle note precedenti)');
  });

  it('writes a next action in Turin time with its note, and who did what when', () => {
    const nextAction = {
      kind: 'call' as const,
      dueAt: '2026-12-14T08:00:00.000Z',
      note: 'dopo le 9',
      setBy: null,
      setAt: '2026-12-13T10:00:00.000Z',
    };
    expect(nextActionText(nextAction)).toBe('Chiamare · 14/12/2026 09:00 · dopo le 9');
    expect(activityByline({ author: { id: 2, name: 'Giulia' }, at: '2026-12-13T10:05:00.000Z' })).toBe('Giulia · 13/12/2026 11:05');
    expect(activityByline({ author: null, at: '2026-12-13T10:05:00.000Z' })).toBe('Dal sito · 13/12/2026 11:05');
  });
});
