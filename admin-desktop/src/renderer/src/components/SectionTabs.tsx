import { theme } from 'antd';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

export interface Section {
  key: string;
  label: string;
  children: ReactNode;
}

/** The key that moves focus, and the choice, from the tab at `at` of `count`. */
const STEP: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * The sections of a card (a lead's, an owner's) as tabs that wrap onto a second line instead of hiding the last
 * ones behind "…" (on a phone 'Conversazione' and 'Esito' would be): every section is one tap away at any width.
 * A tab list of the ARIA pattern: one Tab stop, the arrows, Home and End move between tabs. Ant Design's Tabs
 * cannot wrap, and tell screen readers "Tab 2 of 6" in English.
 */
export function SectionTabs({ label, sections }: { label: string; sections: Section[] }) {
  const { token } = theme.useToken();
  const id = useId();
  const [active, setActive] = useState(sections[0]?.key);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = sections.find((section) => section.key === active) ?? sections[0];

  function onKeyDown(event: KeyboardEvent, at: number) {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(at, sections.length);
    setActive(sections[next]?.key);
    tabs.current[next]?.focus();
  }

  const tab = (selected: boolean): CSSProperties => ({
    minHeight: 40,
    padding: '8px 12px',
    border: 0,
    borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
    background: 'transparent',
    color: selected ? token.colorPrimary : token.colorText,
    fontWeight: selected ? 600 : 400,
    font: 'inherit',
    cursor: 'pointer',
  });

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        style={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, borderBottom: `1px solid ${token.colorBorderSecondary}`, marginBottom: 16 }}
      >
        {sections.map((section, at) => {
          const selected = section.key === current?.key;
          return (
            <button
              key={section.key}
              ref={(element) => {
                tabs.current[at] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${section.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${section.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(section.key)}
              onKeyDown={(event) => onKeyDown(event, at)}
              style={tab(selected)}
            >
              {section.label}
            </button>
          );
        })}
      </div>
      {current && (
        // Keyed by section: two sections drawn by the same component (the selling tabs) keep their own state,
        // so a form opened in 'Visite' does not show up opened in 'Proposte'.
        <div key={current.key} role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`} tabIndex={0}>
          {current.children}
        </div>
      )}
    </div>
  );
}
